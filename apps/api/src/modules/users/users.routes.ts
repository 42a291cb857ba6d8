import { AuthAnswer } from '@platform/contracts/auth';
import { userEndpoints } from '@platform/contracts/endpoints/users';
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
import { route } from '../../plugins/contract-routes';
import { v1Success } from '../../plugins/envelopes';
import type { SignedInUser } from '../auth/sessions.repository';
import { fileUrls } from '../files/file-links';
import {
  learningFiguresFor,
  presentExternalAuth,
  presentRowUser,
  presentUserWithAvatar,
} from './users.presenter';
import { usersService } from './users.service';

/** The signed-in account (v1 subtree behind authentication). GET /user answers the bare user
 * (a REST resource, as the spec's "user" answer says); the POST calls answer the v1 envelope. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(app.ctx);
  const fileUrl = fileUrls(app.ctx);
  const userAnswer = (user: SignedInUser) =>
    v1Success({ user: presentUserWithAvatar(user, fileUrl) });

  route(app, userEndpoints.user, { query: ExpandQuery, answer: User }, async (request) => {
    const { expand } = request.query;
    const userId = request.user.id;
    // The auth plugin already read the user and the avatar; links cost a query when asked, and
    // so do the learning stats (one for any of them).
    const figures = learningFiguresFor(expand);
    const withLinks = expand.includes('user_external_auths');
    if (!withLinks && figures.length === 0) return presentRowUser(request.user, fileUrl, expand);
    const [externalAuths, learning] = await Promise.all([
      withLinks ? users.externalAuthsOf(userId) : undefined,
      figures.length > 0 ? users.learningFiguresOf(userId, figures) : undefined,
    ]);
    return presentUserWithAvatar(request.user, fileUrl, expand, { externalAuths, learning });
  });

  route(
    app,
    userEndpoints.updateProfile,
    { body: UpdateProfileBody, answer: UserAnswer },
    async (request) => userAnswer(await users.updateProfile(request.user, request.body)),
  );

  route(
    app,
    userEndpoints.deleteAccount,
    { body: DeleteUserBody, answer: NoContent },
    async (request, reply) => {
      await users.deleteAccount(request.user);
      const { reason } = request.body ?? {};
      request.log.info({ userId: request.user.id, reason }, 'account deleted');
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    userEndpoints.notification,
    { body: NotificationBody, answer: UserAnswer },
    async (request) =>
      userAnswer(await users.setNotifications(request.user, request.body.disable_notification)),
  );

  route(app, userEndpoints.avatar, { body: AvatarBody, answer: UserAnswer }, async (request) =>
    userAnswer(await users.setAvatar(request.user, request.body.avatar_file_id)),
  );

  route(
    app,
    userEndpoints.updatePassword,
    { body: UpdatePasswordBody, answer: AuthAnswer },
    async (request) => {
      const { token, user } = await users.updatePassword(request.user, request.body);
      return v1Success({ token, user: presentUserWithAvatar(user, fileUrl) });
    },
  );

  route(
    app,
    userEndpoints.updateUser,
    { body: UpdateUserBody, answer: UserAnswer },
    async (request) => userAnswer(await users.updateUser(request.user, request.body)),
  );

  route(app, userEndpoints.externalAuths, { answer: ExternalAuthList }, async (request, reply) => {
    const { items, total } = await users.listExternalAuths(request.user.id, request.page);
    reply.listTotal(total);
    return items.map(presentExternalAuth);
  });

  route(
    app,
    userEndpoints.unlinkExternalAuth,
    { params: IdParams, answer: NoContent },
    async (request, reply) => {
      await users.unlinkExternalAuth(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
