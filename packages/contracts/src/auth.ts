import { OTP_LENGTH } from '@platform/domain/constants/auth';
import { z } from 'zod';
import { v1Answer, v2Answer } from './envelope';
import { Seconds } from './time';
import { Timezone, User } from './user';

const email = z.string().trim().toLowerCase().min(1).max(320);
const password = z.string().min(1).max(128);
/** Sign-up fields are checked by the domain rules in the service (e-mail check, 8..128 code
 * points, confirmation), which give the precise translated messages; these bounds only keep
 * huge strings out. */
const looseText = (max: number) => z.string().trim().max(max);
const newPassword = z.string().max(1024);
/** Device identifier of an anonymous account; its format rule lives in the auth service, so
 * that validate-signup-form can report it under its own field name. */
const appId = looseText(255);
const code = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'auth.codeInvalid');

export const LoginBody = z.strictObject({ email, password });
export const LoginByAppIdBody = z.strictObject({ app_id: appId.min(1), password });

/** Multipart (also JSON or urlencoded). `app_id` here names the brand, when X-App-Id does not. */
export const SignupByEmailBody = z.strictObject({
  username: looseText(255).optional(),
  email: looseText(1024).toLowerCase(),
  password: newPassword,
  password_repeat: newPassword,
  timezone: Timezone.optional(),
  app_id: looseText(255).optional(),
});

/** Multipart: `app_id` is the device identifier the anonymous account signs in with. */
export const SignupByAppIdBody = z.strictObject({
  app_id: appId,
  password: newPassword,
  password_repeat: newPassword,
});

export const ValidateSignupFormBody = z
  .strictObject({
    email: looseText(1024).toLowerCase().optional(),
    app_id: appId.optional(),
  })
  .refine(
    (body) => body.email !== undefined || body.app_id !== undefined,
    'auth.emailOrAppIdRequired',
  );

export const RequestPasswordResetBody = z.strictObject({ email: looseText(1024).toLowerCase() });

/** Completes a reset either from the mailed link (`token`) or with the mailed code. */
export const ResetPasswordBody = z.strictObject({
  token: z.string().trim().min(1).max(128).optional(),
  email: email.optional(),
  code: code.optional(),
  password: newPassword,
  password_repeat: newPassword,
});

/** {success, data: {token, user}, errors} of every sign-in and sign-up. */
export const AuthAnswer = v1Answer(z.object({ token: z.string(), user: User }));
export type AuthAnswer = z.infer<typeof AuthAnswer>;

/** {success: true, data: null, errors: {}}: validate-signup-form, logout. */
export const EmptyAnswer = v1Answer(z.null());

/** The request-password-reset answer, the same whether the account exists or not. */
export const MessageAnswer = v1Answer(z.null()).extend({ message: z.string() });

export const RequestOtpBody = z.strictObject({ email });
export const VerifyOtpBody = z.strictObject({ email, code });
export const RequestPhoneOtpBody = z.strictObject({ phone: looseText(64) });
export const VerifyPhoneBody = z.strictObject({ phone: looseText(64), code });
/** supress-phone-validation takes no fields; a client may still send an empty form. */
export const EmptyBody = z.strictObject({}).nullish();

/** v2 answer of a code request: seconds until another code may be requested, code length. */
export const CodeSentAnswer = v2Answer(
  z.object({ resendIn: Seconds, codeLength: z.number().int() }),
);
export const V2AuthAnswer = v2Answer(z.object({ token: z.string(), user: User }));
export const V2UserAnswer = v2Answer(z.object({ user: User }));
