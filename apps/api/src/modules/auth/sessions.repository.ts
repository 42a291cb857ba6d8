import { and, eq, getTableColumns, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { sessions, users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;
/** The signed-in user with the storage key of their avatar, so GET /user needs no other query. */
export type SignedInUser = UserRow & { avatarKey: string | null };

export function sessionsRepository(db: Executor) {
  return {
    async create(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    /** The live session of a token and its (not deleted) user with the avatar, in one query. */
    async findLive(
      tokenHash: string,
      now: Date,
    ): Promise<{ sessionId: number; user: SignedInUser } | undefined> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          user: { ...getTableColumns(users), avatarKey: files.storageKey },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(files, eq(files.id, users.avatarFileId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },

    async revoke(sessionId: number, now: Date): Promise<void> {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOf(userId: number, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
