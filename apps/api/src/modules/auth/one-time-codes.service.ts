import { type Seconds, seconds } from '@platform/contracts/time';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_S,
  OTP_TTL_S,
} from '@platform/domain/constants/auth';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { addSeconds } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { randomDigits, randomToken, sameDigest, sha256 } from '../../lib/secrets';
import { type CodeRow, type CodeScope, oneTimeCodesRepository } from './one-time-codes.repository';

/** A code that matched; it is used up only by consume(), inside the caller's transaction, so
 * that the code and the change it authorises commit or roll back together. */
export interface VerifiedCode {
  target: string;
  userId: number | null;
  consume(tx: Executor): Promise<void>;
}

export interface CodeSent {
  /** Seconds until another code may be requested for the same target. */
  resendIn: Seconds;
  codeLength: number;
}

/** 429 of the resend countdown: Retry-After, and the seconds left under the target's field. */
function resendTooEarly(field: string, seconds: number): AppError {
  return new AppError(
    429,
    'resend_too_early',
    'auth.resendLater',
    { [field]: [{ key: 'auth.resendTooEarly', params: { seconds } }] },
    { 'retry-after': String(seconds) },
  );
}

/** The one-time codes of e-mail sign-in, phone verification and password reset: 6 digits from
 * the CSPRNG, stored hashed, valid OTP_TTL_S, single use, void after OTP_MAX_ATTEMPTS guesses. */
export function oneTimeCodes(ctx: AppContext) {
  const codes = oneTimeCodesRepository(ctx.db);

  /** Counts a failed check against the IP, then answers with the failure. */
  async function fail(ip: string, error: AppError): Promise<never> {
    await ctx.limits.spend('otpVerifyPerIp', ip);
    throw error;
  }

  function verified(row: CodeRow, invalid: () => AppError): VerifiedCode {
    return {
      target: row.target,
      userId: row.userId,
      async consume(tx) {
        const used = await oneTimeCodesRepository(tx).consume(row.id, ctx.clock.now());
        if (!used) throw invalid();
      },
    };
  }

  const service = {
    /** Stores a fresh code (and, with `link`, a 256-bit link token) for a scope, voiding the
     * earlier ones. Returns the secrets to deliver; only their digests are kept. */
    async issue(scope: CodeScope, options: { link?: boolean } = {}) {
      const code = randomDigits(OTP_LENGTH);
      const linkToken = options.link ? randomToken() : undefined;
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const repository = oneTimeCodesRepository(tx);
        await repository.voidLive(scope, now);
        await repository.insert({
          purpose: scope.purpose,
          target: scope.target,
          userId: scope.userId ?? null,
          codeHash: sha256(code),
          linkTokenHash: linkToken ? sha256(linkToken) : null,
          createdAt: now,
          expiresAt: addSeconds(now, OTP_TTL_S),
        });
      });
      return { code, linkToken };
    },

    /** A sign-in or verification code on request: the resend countdown of the target first
     * (429 naming `field`), then the per-IP and per-target budgets. Without `deliver` the code
     * is stored but goes nowhere, so an unknown address is answered, timed and limited exactly
     * like a known one. */
    async send(
      scope: CodeScope,
      options: { field: string; ip: string; deliver?: (code: string) => Promise<void> },
    ): Promise<CodeSent> {
      const latest = await codes.latest(scope);
      if (latest) {
        const elapsed = (ctx.clock.now().getTime() - latest.createdAt.getTime()) / 1000;
        const wait = Math.ceil(OTP_RESEND_S - elapsed);
        if (wait > 0) throw resendTooEarly(options.field, wait);
      }
      await ctx.limits.spend('otpRequestPerIp', options.ip);
      await ctx.limits.spend('otpRequestPerTarget', `${scope.purpose}:${scope.target}`);
      const { code } = await service.issue(scope);
      await options.deliver?.(code);
      return { resendIn: seconds(OTP_RESEND_S), codeLength: OTP_LENGTH };
    },

    /** Checks a code against the newest one of its scope. Every check takes one of the code's
     * attempts before comparing, so at most OTP_MAX_ATTEMPTS comparisons ever happen. Failures
     * answer 422 under `field` and count against the IP's budget. */
    async verify(
      scope: CodeScope,
      code: string,
      options: { field: string; ip: string },
    ): Promise<VerifiedCode> {
      await ctx.limits.check('otpVerifyPerIp', options.ip);
      const failWith = (key: string) => fail(options.ip, fieldError(options.field, key));
      const row = await codes.latest(scope);
      if (!row || row.consumedAt) return failWith('auth.codeInvalid');
      if (row.expiresAt <= ctx.clock.now()) return failWith('auth.codeExpired');
      const attempts = await codes.reserveAttempt(row.id, OTP_MAX_ATTEMPTS);
      if (attempts === undefined) return failWith('auth.codeAttemptsExceeded');
      if (!sameDigest(sha256(code), row.codeHash)) {
        return failWith(
          attempts >= OTP_MAX_ATTEMPTS ? 'auth.codeAttemptsExceeded' : 'auth.codeInvalid',
        );
      }
      return verified(row, () => fieldError(options.field, 'auth.codeInvalid'));
    },

    /** Checks a mailed reset link token (answers under `token`). A code voided by wrong
     * guesses voids its link too. */
    async verifyLink(token: string, options: { ip: string }): Promise<VerifiedCode> {
      await ctx.limits.check('otpVerifyPerIp', options.ip);
      const invalid = () => fieldError('token', 'auth.resetLinkInvalid');
      const row = await codes.findByLinkTokenHash(sha256(token));
      const usable =
        row?.purpose === 'password_reset' &&
        !row.consumedAt &&
        row.expiresAt > ctx.clock.now() &&
        row.attempts < OTP_MAX_ATTEMPTS;
      if (!row || !usable) return fail(options.ip, invalid());
      return verified(row, invalid);
    },
  };
  return service;
}
