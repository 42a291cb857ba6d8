import type {
  AuthAnswer,
  CodeSentAnswer,
  EmptyAnswer,
  EmptyBody,
  LoginBody,
  LoginByAppIdBody,
  MessageAnswer,
  RequestOtpBody,
  RequestPasswordResetBody,
  RequestPhoneOtpBody,
  ResetPasswordBody,
  SignupByAppIdBody,
  SignupByEmailBody,
  V2AuthAnswer,
  V2UserAnswer,
  ValidateSignupFormBody,
  VerifyOtpBody,
  VerifyPhoneBody,
} from '../auth';
import { endpoint } from '../endpoint';

/**
 * Sign-in, sign-up and the codes that prove an address or a number. Sign-in and sign-up spend
 * rate-limit budgets (429); the brand may switch a kind of sign-up off (403).
 */
export const authEndpoints = {
  login: endpoint<{ body: typeof LoginBody; answer: typeof AuthAnswer }>()({
    method: 'POST',
    path: '/auth/login',
    rules: [429],
  }),
  loginByAppId: endpoint<{ body: typeof LoginByAppIdBody; answer: typeof AuthAnswer }>()({
    method: 'POST',
    path: '/auth/login-by-app-id',
    rules: [403, 429],
  }),
  signupByEmail: endpoint<{ body: typeof SignupByEmailBody; answer: typeof AuthAnswer }>()({
    method: 'POST',
    path: '/auth/signup-by-email',
    encoding: 'form',
    rules: [403, 429],
  }),
  signupByAppId: endpoint<{ body: typeof SignupByAppIdBody; answer: typeof AuthAnswer }>()({
    method: 'POST',
    path: '/auth/signup-by-app-id',
    encoding: 'form',
    rules: [403, 429],
  }),
  validateSignupForm: endpoint<{
    body: typeof ValidateSignupFormBody;
    answer: typeof EmptyAnswer;
  }>()({ method: 'POST', path: '/auth/validate-signup-form', rules: [403, 429] }),
  requestPasswordReset: endpoint<{
    body: typeof RequestPasswordResetBody;
    answer: typeof MessageAnswer;
  }>()({ method: 'POST', path: '/auth/request-password-reset', rules: [429] }),
  resetPassword: endpoint<{ body: typeof ResetPasswordBody; answer: typeof AuthAnswer }>()({
    method: 'POST',
    path: '/auth/reset-password',
    rules: [429],
  }),
  /** Signed in: revokes the session's token. */
  logout: endpoint<{ answer: typeof EmptyAnswer }>()({ method: 'POST', path: '/auth/logout' }),

  /** v2: sign-in with a mailed code. */
  requestOtp: endpoint<{ body: typeof RequestOtpBody; answer: typeof CodeSentAnswer }>()({
    method: 'POST',
    version: 'v2',
    path: '/auth/request-otp',
    rules: [429],
  }),
  verifyOtp: endpoint<{ body: typeof VerifyOtpBody; answer: typeof V2AuthAnswer }>()({
    method: 'POST',
    version: 'v2',
    path: '/auth/verify-otp',
    rules: [429],
  }),

  /** v2, signed in: verification of the phone number by SMS. */
  requestPhoneOtp: endpoint<{ body: typeof RequestPhoneOtpBody; answer: typeof CodeSentAnswer }>()({
    method: 'POST',
    version: 'v2',
    path: '/user/request-phone-otp',
    rules: [429],
  }),
  verifyPhone: endpoint<{ body: typeof VerifyPhoneBody; answer: typeof V2UserAnswer }>()({
    method: 'POST',
    version: 'v2',
    path: '/user/verify-phone',
    rules: [429],
  }),
  /** The server's spelling. */
  suppressPhoneValidation: endpoint<{ body: typeof EmptyBody; answer: typeof V2UserAnswer }>()({
    method: 'POST',
    version: 'v2',
    path: '/user/supress-phone-validation',
  }),
};
