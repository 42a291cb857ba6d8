import { AuthAnswer, LoginBody } from '@platform/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from '../users/users.presenter';
import { authService } from './auth.service';

/** Public v1 calls under /auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: AuthAnswer } } },
    async (request) => {
      const { token, user } = await auth.login(
        request.body.email,
        request.body.password,
        request.ip,
      );
      return {
        success: true as const,
        data: { token, user: presentUser(user, { avatarUrl: null }) },
        errors: {},
      };
    },
  );
};
