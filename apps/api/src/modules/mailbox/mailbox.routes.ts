import { MailList } from '@platform/contracts/mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentMail, renderMailboxPage } from './mailbox.presenter';
import { mailboxRepository } from './mailbox.repository';

/** How many captured mails the pages show. */
const SHOWN = 100;

/** The development capture mailbox; routes.ts registers it only where devMailboxEnabled. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailbox = mailboxRepository(app.ctx.db);

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const mails = await mailbox.latest(SHOWN);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(mails, request.lang, request.t));
  });

  app.get('/dev/mailbox.json', { schema: { hide: true, response: { 200: MailList } } }, async () =>
    (await mailbox.latest(SHOWN)).map(presentMail),
  );
};
