import { supportEndpoints } from '@platform/contracts/endpoints/support';
import {
  AnonymousTechQuestionBody,
  AutoTechQuestionBody,
  StaffTechQuestionList,
  StaffTechQuestionThread,
  SupportCategoryList,
  SupportCategoryQuery,
  TechQuestionAnswer,
  TechQuestionBody,
  TechQuestionList,
  TechQuestionParams,
  TechQuestionReply,
  TechQuestionReplyBody,
  TechQuestionThread,
} from '@platform/contracts/support';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { v1Success } from '../../plugins/envelopes';
import { brandSourceOf } from '../brands/brands.routes';
import {
  presentCategory,
  presentQuestion,
  presentReply,
  presentStaffQuestion,
} from './support.presenter';
import { assertSupportStaff, supportService } from './support.service';

const created = (id: number) => v1Success({ id });

/** Calls open to signed-out visitors: the support topics and the anonymous support form. */
export const supportPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = supportService(app.ctx);

  route(
    app,
    supportEndpoints.categories,
    { query: SupportCategoryQuery, answer: SupportCategoryList },
    async (request, reply) => {
      const { rows, total } = await support.listCategories(request.query.sort, request.page);
      reply.listTotal(total);
      return rows.map((row) => presentCategory(row, request.lang));
    },
  );

  route(
    app,
    supportEndpoints.askAnonymously,
    { body: AnonymousTechQuestionBody, answer: TechQuestionAnswer },
    async (request) => {
      const sender = { ip: request.ip, brand: brandSourceOf(request) };
      return created(await support.askAnonymously(sender, request.body));
    },
  );
};

/** A signed-in learner's questions, and the replies to them; the sender is the token's user. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = supportService(app.ctx);

  route(
    app,
    supportEndpoints.ask,
    { body: TechQuestionBody, answer: TechQuestionAnswer },
    async (request) => created(await support.ask(request.user, request.body)),
  );

  route(
    app,
    supportEndpoints.askAuto,
    { body: AutoTechQuestionBody, answer: TechQuestionAnswer },
    async (request) => created(await support.askAuto(request.user, request.body, request.lang)),
  );

  route(app, supportEndpoints.mine, { answer: TechQuestionList }, async (request, reply) => {
    const { rows, total } = await support.listMine(request.user, request.page);
    reply.listTotal(total);
    return rows.map((row) => presentQuestion(row, request.lang));
  });

  route(
    app,
    supportEndpoints.thread,
    { params: TechQuestionParams, answer: TechQuestionThread },
    async (request) => {
      const { row, replies } = await support.thread(request.user, request.params.id);
      return { ...presentQuestion(row, request.lang), replies: replies.map(presentReply) };
    },
  );
};

/** Only support staff pass: the role is checked once, for the whole /admin subtree. */
export async function supportStaffOnly(request: FastifyRequest): Promise<void> {
  assertSupportStaff(request.user);
}

/** Support staff list and answer the questions of their brand; registered under /admin behind
 * supportStaffOnly. */
export const supportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = supportService(app.ctx);

  route(
    app,
    supportEndpoints.staffList,
    { answer: StaffTechQuestionList },
    async (request, reply) => {
      const { rows, total } = await support.listOfBrand(request.user, request.page);
      reply.listTotal(total);
      return rows.map((row) => presentStaffQuestion(row, request.lang));
    },
  );

  route(
    app,
    supportEndpoints.staffThread,
    { params: TechQuestionParams, answer: StaffTechQuestionThread },
    async (request) => {
      const { row, replies } = await support.staffThread(request.user, request.params.id);
      return { ...presentStaffQuestion(row, request.lang), replies: replies.map(presentReply) };
    },
  );

  route(
    app,
    supportEndpoints.reply,
    { params: TechQuestionParams, body: TechQuestionReplyBody, answer: TechQuestionReply },
    async (request) =>
      presentReply(await support.reply(request.user, request.params.id, request.body.message)),
  );
};
