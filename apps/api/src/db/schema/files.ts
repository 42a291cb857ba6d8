import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** An uploaded file. `type` uses the spec's file type numbers (video 1, image 2, sound 3,
 * document 4, subtitle 5); `mime` is sniffed from the bytes, never taken from the name. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  type: integer('type').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  createdAt: createdAt(),
});
