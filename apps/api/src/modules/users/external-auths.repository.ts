import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { externalAuths } from '../../db/schema/users';

const listed = { id: externalAuths.id, source: externalAuths.source };
const ownedBy = (userId: number) => eq(externalAuths.userId, userId);

/** The account's view of its linked social accounts (linking itself is in modules/external-auth);
 * every query is scoped by the owner. */
export function externalAuthsRepository(db: Executor) {
  return {
    listAllOf: (userId: number) =>
      db.select(listed).from(externalAuths).where(ownedBy(userId)).orderBy(asc(externalAuths.id)),

    listPageOf: (userId: number, { limit, offset }: { limit: number; offset: number }) =>
      db
        .select(listed)
        .from(externalAuths)
        .where(ownedBy(userId))
        .orderBy(asc(externalAuths.id))
        .limit(limit)
        .offset(offset),

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(externalAuths).where(ownedBy(userId));
      return row?.total ?? 0;
    },

    /** False when the link does not exist or belongs to someone else. */
    async deleteOwned(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(externalAuths)
        .where(and(eq(externalAuths.id, id), ownedBy(userId)))
        .returning({ id: externalAuths.id });
      return deleted.length > 0;
    },

    async deleteAllOf(userId: number): Promise<void> {
      await db.delete(externalAuths).where(ownedBy(userId));
    },
  };
}
