import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { courses } from './courses';
import { users } from './users';

export type CourseServiceType = 'main_subscription' | 'general_subscription' | 'MAIN' | 'MOBILE';

/** A paid subscription. The learning area reads which courses an active one covers (streams of
 * optional purchase open only under one); the commerce issue adds the rest. */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').$type<'active' | 'canceled' | 'ended'>().notNull(),
    isLifetime: boolean('is_lifetime').notNull().default(false),
    period: text('period').$type<'day' | 'week' | 'month'>().notNull().default('month'),
    interval: integer('interval').notNull().default(1),
    nextPayAt: instant('next_pay_at'),
    endDate: instant('end_date'),
    courseServiceType: text('course_service_type').$type<CourseServiceType>().notNull(),
    recurrentPaymentsEnabled: boolean('recurrent_payments_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_subscriptions_user_idx').on(t.userId)],
);

export const paymentSubscriptionCourses = pgTable(
  'payment_subscription_courses',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => paymentSubscriptions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.courseId] })],
);
