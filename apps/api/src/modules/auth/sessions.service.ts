import { SESSION_TOKEN_TTL_S } from '@platform/domain/constants/session';
import { nextOnboardingStatus } from '@platform/domain/onboarding';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import type { AppError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secrets';
import { type UserPatch, usersRepository } from '../users/users.repository';
import { sessionsRepository, type UserRow } from './sessions.repository';

/** Opens a session for a user and returns the bearer token; only its digest is stored. */
export async function openSession(db: Executor, clock: Clock, userId: number): Promise<string> {
  const token = randomToken();
  const expiresAt = addSeconds(clock.now(), SESSION_TOKEN_TTL_S);
  await sessionsRepository(db).create(userId, sha256(token), expiresAt);
  return token;
}

/** The live session of a bearer token, with its user; undefined when unknown, revoked or expired.
 * Kept in memory once read (session-cache.ts), so a signed-in call usually runs no statement. */
export function liveSession(ctx: Pick<AppContext, 'db' | 'clock' | 'sessions'>, token: string) {
  const tokenHash = sha256(token);
  const now = ctx.clock.now();
  return ctx.sessions.live(tokenHash, now, () =>
    sessionsRepository(ctx.db).findLive(tokenHash, now),
  );
}

/**
 * Sets a new password (password change and reset): stores its hash with `patch`, settles a forced
 * change, moves onboarding on, signs every session out and opens a fresh one, all in one
 * transaction. `before` runs first in it (a reset consumes its code there); when the account was
 * deleted meanwhile, `gone` is thrown and nothing is kept.
 */
export async function replacePassword(
  ctx: Pick<AppContext, 'db' | 'clock' | 'hasher'>,
  user: Pick<UserRow, 'id' | 'status'>,
  password: string,
  options: { gone: AppError; patch?: UserPatch; before?: (tx: Executor) => Promise<void> },
): Promise<{ token: string; user: UserRow }> {
  // Hashing is slow on purpose: done before the transaction so that it holds no locks meanwhile.
  const passwordHash = await ctx.hasher.hash(password);
  return ctx.db.transaction(async (tx) => {
    await options.before?.(tx);
    const updated = await usersRepository(tx).update(user.id, {
      ...options.patch,
      passwordHash,
      requiredUpdatePassword: false,
      status: nextOnboardingStatus(user.status, 'password'),
    });
    if (!updated) throw options.gone;
    await sessionsRepository(tx).revokeAllOf(user.id, ctx.clock.now());
    return { token: await openSession(tx, ctx.clock, user.id), user: updated };
  });
}
