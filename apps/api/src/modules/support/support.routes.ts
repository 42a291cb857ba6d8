import {
  AnonymousTechQuestionBody,
  AutoTechQuestionBody,
  SupportCategoryList,
  SupportCategoryQuery,
  TechQuestionAnswer,
  TechQuestionBody,
} from '@platform/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentCategory } from './support.presenter';
import { supportService } from './support.service';

const answer = { 200: TechQuestionAnswer };
const created = (id: number) => ({ success: true as const, data: { id }, errors: {} });

/** Calls open to signed-out visitors: the support topics and the anonymous support form. */
export const supportPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = supportService(app.ctx);

  app.get(
    '/support-category',
    { schema: { querystring: SupportCategoryQuery, response: { 200: SupportCategoryList } } },
    async (request, reply) => {
      const { rows, total } = await support.listCategories(request.query.sort, request.page);
      reply.listTotal(total);
      return rows.map((row) => presentCategory(row, request.lang));
    },
  );

  app.post(
    '/tech-questions/anonymous',
    { schema: { body: AnonymousTechQuestionBody, response: answer } },
    async (request) => created(await support.askAnonymously(request, request.body)),
  );
};

/** A signed-in learner's questions; the sender is the token's user. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = supportService(app.ctx);

  app.post(
    '/tech-questions',
    { schema: { body: TechQuestionBody, response: answer } },
    async (request) => created(await support.ask(request.user, request.body)),
  );

  app.post(
    '/tech-questions/auto',
    { schema: { body: AutoTechQuestionBody, response: answer } },
    async (request) =>
      created(await support.askAuto(request.user, request.body, request.t, request.lang)),
  );
};
