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
 * ran out (its instance died) is due again. Each claim counts an attempt. Answers them by due
 * time. */
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
  const claimed = await db
    .update(jobs)
    .set({
      lockedUntil: options.leaseUntil,
      lockToken: options.token,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
  // RETURNING keeps no order: the most overdue first, as they were chosen.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** What becomes of a claimed job: `done` deletes it; `again` runs it at `runAt` (a repeating job's
 * next time, attempts start over, or a failure's retry, attempts kept); `failed` keeps it after
 * its last attempt, for inspection; `release` hands it back untouched (the runner stopped before
 * it), its claim's attempt not counted. */
export type JobSettlement =
  | { id: number; action: 'done' | 'release' }
  | {
      id: number;
      action: 'again';
      runAt: Date;
      payload?: unknown;
      resetAttempts: boolean;
      error?: string;
    }
  | { id: number; action: 'failed'; error: string };

/** Records the outcomes of a claimed batch in one statement. Only jobs still held by the claim's
 * token change: one scheduled again meanwhile (its key replaced) keeps its new time. */
export async function settleJobs(
  db: Executor,
  token: string,
  now: Date,
  settlements: JobSettlement[],
): Promise<void> {
  if (settlements.length === 0) return;
  const rows = JSON.stringify(
    settlements.map((settlement) => ({
      id: settlement.id,
      action: settlement.action,
      run_at: settlement.action === 'again' ? settlement.runAt.toISOString() : null,
      has_payload: settlement.action === 'again' && settlement.payload !== undefined,
      payload: settlement.action === 'again' ? (settlement.payload ?? null) : null,
      reset_attempts: settlement.action === 'again' && settlement.resetAttempts,
      error:
        settlement.action === 'again' || settlement.action === 'failed'
          ? (settlement.error ?? null)
          : null,
    })),
  );
  // Column names stand bare on the left of SET (PostgreSQL refuses them qualified).
  await db.execute(sql`
    with outcome as (
      select * from jsonb_to_recordset(${rows}::jsonb) as o(
        id bigint, action text, run_at timestamptz, has_payload boolean, payload jsonb,
        reset_attempts boolean, error text)
    ), finished as (
      delete from ${jobs} using outcome
      where ${jobs.id} = outcome.id and outcome.action = 'done' and ${jobs.lockToken} = ${token}
    )
    update ${jobs} set
      run_at = case when outcome.action = 'again' then outcome.run_at else ${jobs.runAt} end,
      payload = case when outcome.has_payload then outcome.payload else ${jobs.payload} end,
      attempts = case
        when outcome.action = 'release' then ${jobs.attempts} - 1
        when outcome.reset_attempts then 0
        else ${jobs.attempts} end,
      last_error = case when outcome.action = 'release' then ${jobs.lastError} else outcome.error end,
      failed_at = case when outcome.action = 'failed' then ${now.toISOString()}::timestamptz
        else ${jobs.failedAt} end,
      locked_until = null,
      lock_token = null
    from outcome
    where ${jobs.id} = outcome.id and outcome.action <> 'done' and ${jobs.lockToken} = ${token}`);
}
