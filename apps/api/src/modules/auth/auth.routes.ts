import {
  AuthAnswer,
  CodeSentAnswer,
  EmptyAnswer,
  LoginBody,
  LoginByAppIdBody,
  MessageAnswer,
  RequestOtpBody,
  RequestPasswordResetBody,
  ResetPasswordBody,
  SignupByAppIdBody,
  SignupByEmailBody,
  V2AuthAnswer,
  ValidateSignupFormBody,
  VerifyOtpBody,
} from '@platform/contracts/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveBrand } from '../brands/brands.service';
import { fileUrls } from '../files/file-links';
import { presentSession } from './auth.presenter';
import { authService, type Caller, signupBrand } from './auth.service';
import { emailOtpService } from './email-otp.service';
import { passwordResetService } from './password-reset.service';
import type { UserRow } from './sessions.repository';

export const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  lang: request.lang,
});

/** v1 success: {success: true, data, errors: {}}. */
const v1 = <T>(data: T) => ({ success: true as const, data, errors: {} });

/** Public v1 calls under /auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);
  const reset = passwordResetService(app.ctx);
  const fileUrl = fileUrls(app.ctx);
  const v1Session = (session: { token: string; user: UserRow }) =>
    v1(presentSession(session.token, session.user, fileUrl));

  app.post(
    '/auth/login',
    { schema: { body: LoginBody, response: { 200: AuthAnswer } } },
    async (request) =>
      v1Session(await auth.login(request.body.email, request.body.password, request.ip)),
  );

  app.post(
    '/auth/login-by-app-id',
    { schema: { body: LoginByAppIdBody, response: { 200: AuthAnswer } } },
    async (request) => {
      const brand = await resolveBrand(app.ctx.db, request);
      const { app_id, password } = request.body;
      return v1Session(await auth.loginByAppId(brand, app_id, password, request.ip));
    },
  );

  app.post(
    '/auth/signup-by-email',
    { schema: { body: SignupByEmailBody, response: { 200: AuthAnswer } } },
    async (request) => {
      const brand = await signupBrand(app.ctx.db, request, request.body.app_id);
      return v1Session(await auth.signupByEmail(brand, request.body, callerOf(request)));
    },
  );

  app.post(
    '/auth/signup-by-app-id',
    { schema: { body: SignupByAppIdBody, response: { 200: AuthAnswer } } },
    async (request) => {
      const brand = await resolveBrand(app.ctx.db, request);
      return v1Session(await auth.signupByAppId(brand, request.body, callerOf(request)));
    },
  );

  app.post(
    '/auth/validate-signup-form',
    { schema: { body: ValidateSignupFormBody, response: { 200: EmptyAnswer } } },
    async (request) => {
      const brand = await resolveBrand(app.ctx.db, request);
      await auth.validateSignupForm(brand, request.body, request.ip);
      return v1(null);
    },
  );

  app.post(
    '/auth/request-password-reset',
    { schema: { body: RequestPasswordResetBody, response: { 200: MessageAnswer } } },
    async (request) => {
      await reset.request(request.body.email, callerOf(request));
      return { ...v1(null), message: request.t('auth.resetSent') };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordBody, response: { 200: AuthAnswer } } },
    async (request) => v1Session(await reset.complete(request.body, callerOf(request))),
  );
};

/** v1 calls under /auth that need a signed-in session. */
export const signedInAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);

  app.post('/auth/logout', { schema: { response: { 200: EmptyAnswer } } }, async (request) => {
    await auth.logout(request.user.id, request.sessionId);
    return v1(null);
  });
};

/** Public v2 calls under /auth: sign-in with a mailed code. */
export const authV2Routes: FastifyPluginAsyncZod = async (app) => {
  const otp = emailOtpService(app.ctx);
  const fileUrl = fileUrls(app.ctx);

  app.post(
    '/auth/request-otp',
    { schema: { body: RequestOtpBody, response: { 200: CodeSentAnswer } } },
    async (request) => ({
      message: request.t('auth.otpSent'),
      data: await otp.request(request.body.email, callerOf(request)),
      errors: {},
    }),
  );

  app.post(
    '/auth/verify-otp',
    { schema: { body: VerifyOtpBody, response: { 200: V2AuthAnswer } } },
    async (request) => {
      const { email, code } = request.body;
      const session = await otp.verify(email, code, callerOf(request));
      return {
        message: request.t('auth.signedIn'),
        data: presentSession(session.token, session.user, fileUrl),
        errors: {},
      };
    },
  );
};
