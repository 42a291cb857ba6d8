import { timestamp } from 'drizzle-orm/pg-core';

/** Every stored instant is a timestamptz; the wire turns it into seconds in the presenters. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const instant = (name: string) => timestamp(name, { withTimezone: true });
