import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import type { SignedInUser } from '../auth/sessions.repository';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

const live = isNull(users.deletedAt);

/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (Drizzle wraps both). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function usersRepository(db: Executor) {
  /** A live user matching `where`, with the storage key of the avatar. */
  async function findLive(where: SQL): Promise<SignedInUser | undefined> {
    const [row] = await db
      .select({ ...getTableColumns(users), avatarKey: files.storageKey })
      .from(users)
      .leftJoin(files, eq(files.id, users.avatarFileId))
      .where(and(where, live));
    return row;
  }

  return {
    findById: (id: number) => findLive(eq(users.id, id)),

    /** E-mails are unique case-insensitively among accounts that are not deleted. */
    findByEmail: (email: string) => findLive(eq(sql`lower(${users.email})`, email.toLowerCase())),

    findByAppId: (brandId: number, appId: string) =>
      findLive(and(eq(users.brandId, brandId), eq(users.appId, appId)) as SQL),

    async create(values: NewUser) {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: number, patch: UserPatch) {
      const [row] = await db
        .update(users)
        .set(patch)
        .where(and(eq(users.id, id), live))
        .returning();
      return row;
    },
  };
}
