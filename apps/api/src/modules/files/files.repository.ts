import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema/files';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export function filesRepository(db: Executor) {
  return {
    async create(values: NewFile): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** A file of this user; someone else's id finds nothing. */
    async findOwned(userId: number, id: number): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.userId, userId)));
      return row;
    },

    /** Deletes every file of the user, answering their storage keys. */
    async deleteAllOf(userId: number): Promise<string[]> {
      const rows = await db
        .delete(files)
        .where(eq(files.userId, userId))
        .returning({ storageKey: files.storageKey });
      return rows.map((row) => row.storageKey);
    },

    async findByKey(storageKey: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey));
      return row;
    },
  };
}
