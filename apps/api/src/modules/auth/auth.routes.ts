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
import { authEndpoints } from '@platform/contracts/endpoints/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { v1Success, v2Success } from '../../plugins/envelopes';
import { brandSourceOf } from '../brands/brands.routes';
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

/** Public v1 calls under /auth. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);
  const reset = passwordResetService(app.ctx);
  const fileUrl = fileUrls(app.ctx);
  const v1Session = (session: { token: string; user: UserRow }) =>
    v1Success(presentSession(session.token, session.user, fileUrl));
  const brandOf = (request: FastifyRequest) => resolveBrand(app.ctx.db, brandSourceOf(request));

  route(app, authEndpoints.login, { body: LoginBody, answer: AuthAnswer }, async (request) =>
    v1Session(await auth.login(request.body.email, request.body.password, request.ip)),
  );

  route(
    app,
    authEndpoints.loginByAppId,
    { body: LoginByAppIdBody, answer: AuthAnswer },
    async (request) => {
      const { app_id, password } = request.body;
      return v1Session(
        await auth.loginByAppId(await brandOf(request), app_id, password, request.ip),
      );
    },
  );

  route(
    app,
    authEndpoints.signupByEmail,
    { body: SignupByEmailBody, answer: AuthAnswer },
    async (request) => {
      const brand = await signupBrand(app.ctx.db, brandSourceOf(request), request.body.app_id);
      return v1Session(await auth.signupByEmail(brand, request.body, callerOf(request)));
    },
  );

  route(
    app,
    authEndpoints.signupByAppId,
    { body: SignupByAppIdBody, answer: AuthAnswer },
    async (request) =>
      v1Session(await auth.signupByAppId(await brandOf(request), request.body, callerOf(request))),
  );

  route(
    app,
    authEndpoints.validateSignupForm,
    { body: ValidateSignupFormBody, answer: EmptyAnswer },
    async (request) => {
      await auth.validateSignupForm(await brandOf(request), request.body, request.ip);
      return v1Success(null);
    },
  );

  route(
    app,
    authEndpoints.requestPasswordReset,
    { body: RequestPasswordResetBody, answer: MessageAnswer },
    async (request) => {
      await reset.request(request.body.email, callerOf(request));
      return { ...v1Success(null), message: request.t('auth.resetSent') };
    },
  );

  route(
    app,
    authEndpoints.resetPassword,
    { body: ResetPasswordBody, answer: AuthAnswer },
    async (request) => v1Session(await reset.complete(request.body, callerOf(request))),
  );
};

/** v1 calls under /auth that need a signed-in session. */
export const signedInAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = authService(app.ctx);

  route(app, authEndpoints.logout, { answer: EmptyAnswer }, async (request) => {
    await auth.logout(request.user.id, request.sessionId);
    return v1Success(null);
  });
};

/** Public v2 calls under /auth: sign-in with a mailed code. */
export const authV2Routes: FastifyPluginAsyncZod = async (app) => {
  const otp = emailOtpService(app.ctx);
  const fileUrl = fileUrls(app.ctx);

  route(
    app,
    authEndpoints.requestOtp,
    { body: RequestOtpBody, answer: CodeSentAnswer },
    async (request) =>
      v2Success(
        request.t('auth.otpSent'),
        await otp.request(request.body.email, callerOf(request)),
      ),
  );

  route(
    app,
    authEndpoints.verifyOtp,
    { body: VerifyOtpBody, answer: V2AuthAnswer },
    async (request) => {
      const { email, code } = request.body;
      const session = await otp.verify(email, code, callerOf(request));
      return v2Success(
        request.t('auth.signedIn'),
        presentSession(session.token, session.user, fileUrl),
      );
    },
  );
};
