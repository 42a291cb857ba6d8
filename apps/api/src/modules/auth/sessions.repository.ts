import { and, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { sessions, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
/** The signed-in user with the storage key of their avatar, so GET /user needs no other query. */
export type SignedInUser = UserRow & { avatarKey: string | null };
/** A session that is neither revoked nor expired, with its user. */
export interface LiveSession {
  sessionId: number;
  expiresAt: Date;
  user: SignedInUser;
}

/** The session lookup runs on every signed-in call: prepared once per database, so neither the
 * ORM nor PostgreSQL builds or plans it again for each request. */
function prepareFindLive(db: Executor) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: { ...getTableColumns(users), avatarKey: files.storageKey },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('sessions_find_live');
}

const findLiveQueries = new WeakMap<Executor, ReturnType<typeof prepareFindLive>>();

export function sessionsRepository(db: Executor) {
  return {
    async create(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    /** The live session of a token and its (not deleted) user with the avatar, in one query. */
    async findLive(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      let findLive = findLiveQueries.get(db);
      if (!findLive) {
        findLive = prepareFindLive(db);
        findLiveQueries.set(db, findLive);
      }
      const [row] = await findLive.execute({ tokenHash, now: now.toISOString() });
      return row;
    },

    /** The user's session; the owner is part of the statement like everywhere else. */
    async revoke(userId: number, sessionId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
    },

    async revokeAllOf(userId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
