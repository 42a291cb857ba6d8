import { OTP_TTL_S } from '@platform/domain/constants/auth';
import { checkPhone, normalizePhone, phoneErrorMessage } from '@platform/domain/phone';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { fieldError, invalid, unauthorized } from '../../lib/errors';
import { translator } from '../../lib/i18n';
import { type UserPatch, usersRepository } from '../users/users.repository';
import type { Caller } from './auth.service';
import { oneTimeCodes } from './one-time-codes.service';
import type { UserRow } from './sessions.repository';

/** '+7 (900) 123-45-67' → '+79001234567', or 422 under `phone`. */
function validPhone(input: string): string {
  const phone = normalizePhone(input);
  if (phone === '') throw fieldError('phone', 'request.required');
  const problem = checkPhone(phone);
  if (problem) throw invalid({ phone: [phoneErrorMessage(problem)] });
  return phone;
}

/** Verification of the signed-in user's phone number with a code sent by SMS (v2). */
export function phoneService(ctx: AppContext) {
  const codes = oneTimeCodes(ctx);

  async function updateUser(user: UserRow, patch: UserPatch, db: Executor = ctx.db) {
    const updated = await usersRepository(db).update(user.id, patch);
    // The account was deleted while the request ran.
    if (!updated) throw unauthorized();
    return updated;
  }

  return {
    /** Codes belong to the account and the number together, so another account verifying the
     * same number neither voids them nor delays them; the per-target budget is per number. */
    request(user: UserRow, phoneInput: string, caller: Caller) {
      const phone = validPhone(phoneInput);
      const t = translator(caller.lang);
      return codes.send(
        { purpose: 'phone_otp', target: phone, userId: user.id },
        {
          field: 'phone',
          ip: caller.ip,
          deliver: (code) =>
            ctx.sms.send(phone, t('mail.phoneText', { code, minutes: OTP_TTL_S / 60 })),
        },
      );
    },

    /** A right code stores the number as the user's validated phone. */
    async verify(user: UserRow, phoneInput: string, code: string, caller: Caller) {
      const phone = validPhone(phoneInput);
      const scope = { purpose: 'phone_otp', target: phone, userId: user.id } as const;
      const verified = await codes.verify(scope, code, { field: 'code', ip: caller.ip });
      return ctx.db.transaction(async (tx) => {
        await verified.consume(tx);
        return updateUser(user, { phone, phoneValidated: true, requirePhoneValidate: false }, tx);
      });
    },

    /** The user postpones the verification the server asked for: the flag is cleared and the
     * guard lets them in until the server asks again (sets requirePhoneValidate anew). */
    suppressValidation(user: UserRow) {
      return updateUser(user, { requirePhoneValidate: false });
    },
  };
}
