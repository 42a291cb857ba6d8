import { SESSION_TOKEN_TTL_S } from '@platform/domain/constants';
import type { Executor } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/secrets';
import { sessionsRepository } from './sessions.repository';

/** Opens a session for a user and returns the bearer token; only its digest is stored. */
export async function openSession(db: Executor, clock: Clock, userId: number): Promise<string> {
  const token = randomToken();
  const expiresAt = addSeconds(clock.now(), SESSION_TOKEN_TTL_S);
  await sessionsRepository(db).create(userId, sha256(token), expiresAt);
  return token;
}

/** The live session of a bearer token, with its user; undefined when unknown, revoked or expired. */
export function liveSession(db: Executor, clock: Clock, token: string) {
  return sessionsRepository(db).findLive(sha256(token), clock.now());
}
