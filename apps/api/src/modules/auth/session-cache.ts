import { LRUCache } from 'lru-cache';
import type { ChangeNotices } from '../../db/change-notices';
import type { LiveSession } from './sessions.repository';

/** Sessions kept per instance, the least recently used forgotten first. */
const MAX_SESSIONS = 10_000;
/** A kept session is read again after this long even without a notice: the bound on a stale
 * answer should a notice be lost with the connection that carried it. */
const KEEP_MS = 60_000;

/**
 * The live sessions this instance has read, by token digest, so that a signed-in call runs no
 * statement to find its caller. The database notices every write of a user or a session on
 * commit (migration 0026); the notice drops that user's sessions, so a sign-out, a revocation,
 * a deletion or a profile change is seen by the next call, on every instance. Only what was
 * read while notices were heard is kept.
 */
export interface SessionCache {
  /** The live session of a token digest: the kept one if it has not expired at `now`, else
   * `read()`'s, kept unless a notice came while it was being read. */
  live(
    tokenHash: string,
    now: Date,
    read: () => Promise<LiveSession | undefined>,
  ): Promise<LiveSession | undefined>;
}

export function createSessionCache(notices: ChangeNotices): SessionCache {
  const tokensOfUser = new Map<number, Set<string>>();
  const kept = new LRUCache<string, LiveSession>({
    max: MAX_SESSIONS,
    ttl: KEEP_MS,
    dispose: (session, tokenHash) => {
      const tokens = tokensOfUser.get(session.user.id);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) tokensOfUser.delete(session.user.id);
    },
  });
  /** Raised by every notice: a read that began before one may hold what it changed. */
  let generation = 0;

  function forgetUser(userId: number) {
    for (const tokenHash of [...(tokensOfUser.get(userId) ?? [])]) kept.delete(tokenHash);
  }

  notices.subscribe('session_changes', {
    notice(payload) {
      generation += 1;
      if (payload === '*') kept.clear();
      else for (const id of payload.split(',')) forgetUser(Number(id));
    },
    gap() {
      generation += 1;
      kept.clear();
    },
  });

  return {
    async live(tokenHash, now, read) {
      const known = kept.get(tokenHash);
      if (known && known.expiresAt > now) return known;
      if (known) kept.delete(tokenHash);
      const readAt = generation;
      const session = await read();
      if (session && notices.listening && generation === readAt) {
        // Shared by every call of the token from now on: nothing may change it.
        Object.freeze(session.user);
        kept.set(tokenHash, session);
        let tokens = tokensOfUser.get(session.user.id);
        if (!tokens) {
          tokens = new Set();
          tokensOfUser.set(session.user.id, tokens);
        }
        tokens.add(tokenHash);
      }
      return session;
    },
  };
}
