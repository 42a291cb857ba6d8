import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';
import type { JobKind } from './job-kind';

export type JobRow = typeof jobs.$inferSelect;

export interface ScheduleInput<Payload> {
  runAt: Date;
  payload: Payload;
  /** Identity within the kind: scheduling the same key again replaces the pending job (its time,
   * payload and attempts), even one being run at that moment, whose outcome is then ignored. */
  key?: string;
}

/** Adds a job of a kind, or with a key replaces that key's job. Pass a transaction to make the
 * job part of the change that causes it. */
export async function scheduleJob<Payload>(
  db: Executor,
  kind: JobKind<Payload>,
  input: ScheduleInput<Payload>,
): Promise<void> {
  const row = {
    kind: kind.name,
    key: input.key ?? null,
    payload: input.payload,
    runAt: input.runAt,
  };
  if (input.key === undefined) {
    await db.insert(jobs).values(row);
    return;
  }
  await db
    .insert(jobs)
    .values(row)
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: {
        payload: row.payload,
        runAt: row.runAt,
        attempts: 0,
        lockedUntil: null,
        lockToken: null,
        lastError: null,
        failedAt: null,
      },
    });
}

/** Removes a kind's pending job by key (nothing happens when there is none). */
export async function cancelJob<Payload>(
  db: Executor,
  kind: JobKind<Payload>,
  key: string,
): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.kind, kind.name), eq(jobs.key, key)));
}

/** The jobs of a kind, for tests and diagnostics. */
export function listJobs(db: Executor, kindName: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.kind, kindName)).orderBy(asc(jobs.id));
}

/** Claims up to `limit` due jobs of the given kinds for this run: rows another instance holds
 * are skipped (FOR UPDATE SKIP LOCKED), so two instances never take the same job; one whose lease
 * ran out (its instance died) is due again. Each claim counts an attempt. */
export async function claimDueJobs(
  db: Executor,
  options: { kinds: string[]; now: Date; limit: number; token: string; leaseUntil: Date },
): Promise<JobRow[]> {
  const { now } = options;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, options.kinds),
        lte(jobs.runAt, now),
        isNull(jobs.failedAt),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: options.leaseUntil,
      lockToken: options.token,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

const ownedBy = (id: number, token: string) => and(eq(jobs.id, id), eq(jobs.lockToken, token));

/** Done: the job goes, unless it was rescheduled meanwhile (its token changed). */
export async function finishJob(db: Executor, id: number, token: string): Promise<void> {
  await db.delete(jobs).where(ownedBy(id, token));
}

/** Runs again later: on success of a repeating job (attempts start over) or after a failure. */
export async function rescheduleJob(
  db: Executor,
  id: number,
  token: string,
  change: { runAt: Date; payload?: unknown; resetAttempts: boolean; error?: string },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      runAt: change.runAt,
      ...(change.payload === undefined ? {} : { payload: change.payload }),
      ...(change.resetAttempts ? { attempts: 0 } : {}),
      lastError: change.error ?? null,
      lockedUntil: null,
      lockToken: null,
    })
    .where(ownedBy(id, token));
}

/** Gives up after the last attempt; the row stays for inspection. */
export async function failJob(
  db: Executor,
  id: number,
  token: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(jobs)
    .set({ failedAt: now, lastError: error, lockedUntil: null, lockToken: null })
    .where(ownedBy(id, token));
}

/** Hands claimed jobs back untouched (the runner is stopping before it got to them). */
export async function releaseJobs(db: Executor, ids: number[], token: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ lockedUntil: null, lockToken: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockToken, token)));
}
