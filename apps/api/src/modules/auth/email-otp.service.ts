import { OTP_TTL_S } from '@platform/domain/constants/auth';
import type { AppContext } from '../../context';
import { fieldError, invalid } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { usersRepository } from '../users/users.repository';
import { type Caller, emailProblem } from './auth.service';
import { oneTimeCodes } from './one-time-codes.service';
import { openSession } from './sessions.service';

/** Sign-in with a code mailed to the account's address (v2). Codes sign in to existing accounts
 * only; registration stays with signup-by-email, where the brand's switch and the password
 * rules apply. */
export function emailOtpService(ctx: AppContext) {
  const codes = oneTimeCodes(ctx);
  const users = usersRepository(ctx.db);

  return {
    /** The same answer, countdown and budgets for any address; only an account gets mail. */
    async request(email: string, caller: Caller) {
      const problem = emailProblem(email);
      if (problem) throw invalid({ email: [problem] });
      const user = await users.findByEmail(email);
      const t = translator(caller.lang);
      return codes.send(
        { purpose: 'email_otp', target: email },
        {
          field: 'email',
          ip: caller.ip,
          deliver:
            user &&
            ((code) =>
              ctx.mailer.send({
                to: email,
                subject: t('mail.otpSubject', { code }),
                text: t('mail.otpText', { code, minutes: OTP_TTL_S / 60 }),
              })),
        },
      );
    },

    /** A right code opens a session and settles a pending e-mail verification. */
    async verify(email: string, code: string, caller: Caller) {
      const verified = await codes.verify({ purpose: 'email_otp', target: email }, code, {
        field: 'code',
        ip: caller.ip,
      });
      const user = await users.findByEmail(email);
      // No account: a guessed code (none was sent), or the account was deleted meanwhile.
      if (!user) throw fieldError('code', 'auth.codeInvalid');
      return ctx.db.transaction(async (tx) => {
        await verified.consume(tx);
        const updated = await usersRepository(tx).update(user.id, { requireEmailValidate: false });
        // Deleted since the lookup: no session for it (and the code stays unconsumed).
        if (!updated) throw fieldError('code', 'auth.codeInvalid');
        return { token: await openSession(tx, ctx.clock, user.id), user: updated };
      });
    },
  };
}
