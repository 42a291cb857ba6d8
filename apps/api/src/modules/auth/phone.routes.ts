import {
  CodeSentAnswer,
  EmptyBody,
  RequestPhoneOtpBody,
  V2UserAnswer,
  VerifyPhoneBody,
} from '@platform/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileUrls } from '../files/file-links';
import { presentAccount } from './auth.presenter';
import { callerOf } from './auth.routes';
import { phoneService } from './phone.service';
import type { UserRow } from './sessions.repository';

/** Signed-in v2 calls under /user: verification of the phone number. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const phone = phoneService(app.ctx);
  const fileUrl = fileUrls(app.ctx);
  const answer = (message: string, user: UserRow) => ({
    message,
    data: { user: presentAccount(user, fileUrl) },
    errors: {},
  });

  app.post(
    '/user/request-phone-otp',
    { schema: { body: RequestPhoneOtpBody, response: { 200: CodeSentAnswer } } },
    async (request) => ({
      message: request.t('auth.otpSent'),
      data: await phone.request(request.user, request.body.phone, callerOf(request)),
      errors: {},
    }),
  );

  app.post(
    '/user/verify-phone',
    { schema: { body: VerifyPhoneBody, response: { 200: V2UserAnswer } } },
    async (request) => {
      const { phone: number, code } = request.body;
      const user = await phone.verify(request.user, number, code, callerOf(request));
      return answer(request.t('auth.phoneVerified'), user);
    },
  );

  app.post(
    '/user/supress-phone-validation',
    { schema: { body: EmptyBody, response: { 200: V2UserAnswer } } },
    async (request) =>
      answer(
        request.t('auth.phoneValidationSkipped'),
        await phone.suppressValidation(request.user),
      ),
  );
};
