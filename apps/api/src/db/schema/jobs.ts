import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/** Work to do at a time, picked up by whichever API instance claims it first (src/jobs). A row
 * is deleted when its work is done; one that failed every attempt stays with `failed_at`. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The registered kind whose handler runs it. */
    kind: text('kind').notNull(),
    /** Optional identity within the kind: scheduling the same key again replaces the job. */
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    runAt: instant('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Set by the instance running it; once passed, another instance may take the job over. */
    lockedUntil: instant('locked_until'),
    /** Changes with every claim: only the claim's owner may finish or reschedule the job. */
    lockToken: text('lock_token'),
    lastError: text('last_error'),
    failedAt: instant('failed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('jobs_kind_key_unique').on(t.kind, t.key), index('jobs_due_idx').on(t.runAt)],
);
