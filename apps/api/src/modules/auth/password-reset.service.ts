import { OTP_TTL_S } from '@platform/domain/constants/auth';
import { publicUrl } from '../../config';
import type { AppContext } from '../../context';
import { type FieldErrors, fieldError, invalid } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { usersRepository } from '../users/users.repository';
import {
  assertValid,
  type Caller,
  emailProblem,
  forgetSignInFailures,
  newPasswordErrors,
} from './auth.service';
import { oneTimeCodes, type VerifiedCode } from './one-time-codes.service';
import { replacePassword } from './sessions.service';

export interface ResetInput {
  token?: string;
  email?: string;
  code?: string;
  password: string;
  password_repeat: string;
}

/** Password recovery: a mail with a link and a code, either of which sets a new password. */
export function passwordResetService(ctx: AppContext) {
  const codes = oneTimeCodes(ctx);
  const users = usersRepository(ctx.db);

  /** A link or a code, whichever the form sent; the code needs the e-mail it was sent to. */
  function verify(input: ResetInput, ip: string): Promise<VerifiedCode> {
    if (input.token) return codes.verifyLink(input.token, { ip });
    const missing: FieldErrors = {};
    if (!input.email) missing.email = [{ key: 'request.required' }];
    if (!input.code) missing.code = [{ key: 'request.required' }];
    if (!input.email || !input.code) throw invalid(missing);
    return codes.verify({ purpose: 'password_reset', target: input.email }, input.code, {
      field: 'code',
      ip,
    });
  }

  return {
    /** Answers the same whether or not the e-mail is registered: the budgets are spent either
     * way and only a registered account gets mail. */
    async request(email: string, caller: Caller): Promise<void> {
      const problem = emailProblem(email);
      if (problem) throw invalid({ email: [problem] });
      await ctx.limits.spend('resetRequestPerIp', caller.ip);
      await ctx.limits.spend('resetRequestPerEmail', email);
      const user = await users.findByEmail(email);
      if (!user) return;
      const { code, linkToken } = await codes.issue(
        { purpose: 'password_reset', target: email },
        { link: true },
      );
      const t = translator(caller.lang);
      const link = `${publicUrl(ctx.config)}/reset-password?token=${linkToken}`;
      await ctx.mailer.send({
        to: email,
        subject: t('mail.resetSubject'),
        text: t('mail.resetText', { link, code, minutes: OTP_TTL_S / 60 }),
      });
    },

    /** Sets the new password, signs out every session of the account and opens a fresh one.
     * The new password also settles a forced password change and proves the mailbox, and an
     * account that had no password moves on to onboarding status 20. */
    async complete(input: ResetInput, caller: Caller) {
      assertValid(newPasswordErrors(input.password, input.password_repeat));
      const verified = await verify(input, caller.ip);
      const failure = input.token
        ? fieldError('token', 'auth.resetLinkInvalid')
        : fieldError('code', 'auth.codeInvalid');
      const user = await users.findByEmail(verified.target);
      if (!user) throw failure;
      const session = await replacePassword(ctx, user, input.password, {
        gone: failure,
        patch: { requireEmailValidate: false },
        before: (tx) => verified.consume(tx),
      });
      await forgetSignInFailures(ctx, verified.target, caller.ip);
      return session;
    },
  };
}
