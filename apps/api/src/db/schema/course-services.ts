import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { courses } from './courses';

/** Service types of spec section 3, and the extension of expert questions (the extend typeCode
 * expert_additional_question). */
export type ServiceType =
  | 'course_subscription'
  | 'course_demo'
  | 'course_buy'
  | 'expert_additional_question';

/** What a learner can buy for a course: a price in kopecks and the days of access (or of expert
 * questions) it gives. An extension is the purchase of such a service for a stream. */
export const courseServices = pgTable(
  'course_services',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    type: text('type').$type<ServiceType>().notNull(),
    title: text('title').notNull(),
    /** Integer kopecks (minor units of `currency`). */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('RUB'),
    /** Days the purchase adds to the stream's end (or to its expert questions). */
    days: integer('days').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_services_course_idx').on(t.courseId),
    check('course_services_price', sql`${t.price} >= 0 and ${t.days} > 0`),
  ],
);
