import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

const live = isNull(users.deletedAt);

export function usersRepository(db: Executor) {
  return {
    async findById(id: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), live));
      return row;
    },

    /** E-mails are unique case-insensitively among accounts that are not deleted. */
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), live));
      return row;
    },

    async findByAppId(brandId: number, appId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(users.appId, appId), live));
      return row;
    },

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
