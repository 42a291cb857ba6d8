import { AuthAnswer } from '@platform/contracts/auth';
import { IdParams, NoContent } from '@platform/contracts/envelope';
import {
  AvatarBody,
  DeleteUserBody,
  ExpandQuery,
  ExternalAuthList,
  NotificationBody,
  UpdatePasswordBody,
  UpdateProfileBody,
  UpdateUserBody,
  User,
  UserAnswer,
} from '@platform/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SignedInUser } from '../auth/sessions.repository';
import { type FileUrl, fileUrls } from '../files/file-links';
import { presentExternalAuth, presentUserWithAvatar } from './users.presenter';
import { usersService } from './users.service';

/** The v1 envelope of the account's POST calls: {success, data: {user}, errors}. */
const userAnswer = (user: SignedInUser, fileUrl: FileUrl) => ({
  success: true as const,
  data: { user: presentUserWithAvatar(user, fileUrl) },
  errors: {},
});

/** The signed-in account (v1 subtree behind authentication). GET /user answers the bare user
 * (a REST resource, as the spec's "user" answer says); the POST calls answer the v1 envelope. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(app.ctx);
  const fileUrl = fileUrls(app.ctx);

  app.get(
    '/user',
    { schema: { querystring: ExpandQuery, response: { 200: User } } },
    async (request) => {
      const { expand } = request.query;
      // The auth plugin already read the user and the avatar; links cost a query when asked.
      const externalAuths = expand.includes('user_external_auths')
        ? await users.externalAuthsOf(request.user.id)
        : undefined;
      return presentUserWithAvatar(request.user, fileUrl, expand, externalAuths);
    },
  );

  app.post(
    '/user',
    { schema: { body: UpdateProfileBody, response: { 200: UserAnswer } } },
    async (request) => userAnswer(await users.updateProfile(request.user, request.body), fileUrl),
  );

  app.delete(
    '/user',
    { schema: { body: DeleteUserBody, response: { 204: NoContent } } },
    async (request, reply) => {
      await users.deleteAccount(request.user);
      const { reason } = request.body ?? {};
      request.log.info({ userId: request.user.id, reason }, 'account deleted');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/user/notification',
    { schema: { body: NotificationBody, response: { 200: UserAnswer } } },
    async (request) =>
      userAnswer(
        await users.setNotifications(request.user, request.body.disable_notification),
        fileUrl,
      ),
  );

  app.post(
    '/user/avatar',
    { schema: { body: AvatarBody, response: { 200: UserAnswer } } },
    async (request) =>
      userAnswer(await users.setAvatar(request.user, request.body.avatar_file_id), fileUrl),
  );

  app.post(
    '/user/update-password',
    { schema: { body: UpdatePasswordBody, response: { 200: AuthAnswer } } },
    async (request) => {
      const { token, user } = await users.updatePassword(request.user, request.body);
      return {
        success: true as const,
        data: { token, user: presentUserWithAvatar(user, fileUrl) },
        errors: {},
      };
    },
  );

  app.post(
    '/user/update-user',
    { schema: { body: UpdateUserBody, response: { 200: UserAnswer } } },
    async (request) => userAnswer(await users.updateUser(request.user, request.body), fileUrl),
  );

  app.get(
    '/user-external-auth',
    { schema: { response: { 200: ExternalAuthList } } },
    async (request, reply) => {
      const { items, total } = await users.listExternalAuths(request.user.id, request.page);
      reply.listTotal(total);
      return items.map(presentExternalAuth);
    },
  );

  app.delete(
    '/user-external-auths/:id',
    { schema: { params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await users.unlinkExternalAuth(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
