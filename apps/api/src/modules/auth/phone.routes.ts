import {
  CodeSentAnswer,
  EmptyBody,
  RequestPhoneOtpBody,
  V2UserAnswer,
  VerifyPhoneBody,
} from '@platform/contracts/auth';
import { authEndpoints } from '@platform/contracts/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { v2Success } from '../../plugins/envelopes';
import { fileUrls } from '../files/file-links';
import { presentAccount } from './auth.presenter';
import { callerOf } from './auth.routes';
import { phoneService } from './phone.service';
import type { UserRow } from './sessions.repository';

/** Signed-in v2 calls under /user: verification of the phone number. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const phone = phoneService(app.ctx);
  const fileUrl = fileUrls(app.ctx);
  const answer = (message: string, user: UserRow) =>
    v2Success(message, { user: presentAccount(user, fileUrl) });

  route(
    app,
    authEndpoints.requestPhoneOtp,
    { body: RequestPhoneOtpBody, answer: CodeSentAnswer },
    async (request) =>
      v2Success(
        request.t('auth.otpSent'),
        await phone.request(request.user, request.body.phone, callerOf(request)),
      ),
  );

  route(
    app,
    authEndpoints.verifyPhone,
    { body: VerifyPhoneBody, answer: V2UserAnswer },
    async (request) => {
      const { phone: number, code } = request.body;
      const user = await phone.verify(request.user, number, code, callerOf(request));
      return answer(request.t('auth.phoneVerified'), user);
    },
  );

  route(
    app,
    authEndpoints.suppressPhoneValidation,
    { body: EmptyBody, answer: V2UserAnswer },
    async (request) =>
      answer(
        request.t('auth.phoneValidationSkipped'),
        await phone.suppressValidation(request.user),
      ),
  );
};
