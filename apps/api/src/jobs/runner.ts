import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { addSeconds } from '../lib/clock';
import {
  type AnyJobKind,
  type BatchResult,
  type ClaimedJob,
  DEFAULT_LEASE_SECONDS,
  DEFAULT_MAX_ATTEMPTS,
  defaultRetryDelaySeconds,
} from './job-kind';
import { claimDueJobs, type JobRow, type JobSettlement, settleJobs } from './jobs.repository';

export interface JobLog {
  error(details: object, message: string): void;
}

export interface JobRunnerOptions {
  kinds: AnyJobKind[];
  /** Real time between looks for due work after a look that found less than a full batch. */
  pollIntervalMs?: number;
  /** Jobs claimed by one look. */
  batchSize?: number;
  /** Jobs of a batch run at the same time. */
  concurrency?: number;
  log?: JobLog;
}

export interface JobRunner {
  /** Looks for due work every poll interval until stopped. */
  start(): void;
  /** Finishes the jobs being run, hands back the claimed ones not started, and stops looking. */
  stop(): Promise<void>;
  /** One look: claims a batch of due jobs and runs them; answers how many it claimed. */
  runDue(): Promise<number>;
  /** Looks until nothing is due (tests, benchmarks). */
  drain(): Promise<number>;
}

const consoleLog: JobLog = { error: (details, message) => console.error(message, details) };

/** Runs the due jobs of the given kinds, by the context's clock; any number of runners (one per
 * API instance) may share a database, each job runs in one of them. */
export function createJobRunner(ctx: AppContext, options: JobRunnerOptions): JobRunner {
  const kinds = new Map(options.kinds.map((kind) => [kind.name, kind]));
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 10;
  const log = options.log ?? consoleLog;
  // The claim's lease is the longest of the kinds' leases: a batch shares one.
  const leaseSeconds = options.kinds.reduce(
    (longest, kind) => Math.max(longest, kind.leaseSeconds ?? DEFAULT_LEASE_SECONDS),
    0,
  );
  let stopping = false;
  let looping: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const claimedJob = (row: JobRow): ClaimedJob<unknown> => ({
    id: row.id,
    kind: row.kind,
    key: row.key,
    payload: row.payload,
    runAt: row.runAt,
    attempt: row.attempts,
  });
  const isLate = (kind: AnyJobKind, row: JobRow) =>
    kind.late !== undefined &&
    (ctx.clock.now().getTime() - row.runAt.getTime()) / 1000 > kind.late.afterSeconds;

  /** What the run's result makes of the job: done, again at the time it asks for, or after a
   * failure retried later or kept as failed. */
  function settlementOf(
    kind: AnyJobKind,
    row: JobRow,
    result: BatchResult<unknown>,
  ): JobSettlement {
    if ('outcome' in result)
      return result.outcome
        ? {
            id: row.id,
            action: 'again',
            runAt: result.outcome.runAgainAt,
            payload: result.outcome.payload,
            resetAttempts: true,
          }
        : { id: row.id, action: 'done' };
    const { error } = result;
    const message = error instanceof Error ? error.message : String(error);
    log.error(
      { job: { id: row.id, kind: row.kind, attempt: row.attempts }, err: error },
      'job failed',
    );
    if (row.attempts >= (kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS))
      return { id: row.id, action: 'failed', error: message };
    return {
      id: row.id,
      action: 'again',
      runAt: addSeconds(
        ctx.clock.now(),
        (kind.retryDelaySeconds ?? defaultRetryDelaySeconds)(row.attempts),
      ),
      resetAttempts: false,
      error: message,
    };
  }

  async function runOne(kind: AnyJobKind, row: JobRow): Promise<BatchResult<unknown>> {
    const job = claimedJob(row);
    try {
      const outcome =
        kind.late && isLate(kind, row)
          ? await kind.late.handle(job, ctx)
          : await kind.run(job, ctx);
      return { outcome };
    } catch (error) {
      return { error };
    }
  }

  /** A batch kind's jobs of the claim, in one call. */
  async function runBatch(kind: AnyJobKind, rows: JobRow[]): Promise<BatchResult<unknown>[]> {
    if (!kind.runBatch) throw new Error(`${kind.name} runs one job at a time`);
    try {
      const results = await kind.runBatch(
        rows.map((row) => ({ ...claimedJob(row), late: isLate(kind, row) })),
        ctx,
        { concurrency },
      );
      if (results.length !== rows.length)
        throw new Error(`${kind.name} answered ${results.length} results for ${rows.length} jobs`);
      return results;
    } catch (error) {
      return rows.map(() => ({ error }));
    }
  }

  /** One look: claims a batch in one statement, runs it (the jobs of a batch kind in one call,
   * the others `concurrency` at a time) and records every outcome in one statement. A job not
   * started because the runner is stopping is handed back. */
  async function runDue(): Promise<number> {
    if (kinds.size === 0) return 0;
    const now = ctx.clock.now();
    const token = randomUUID();
    const rows = await claimDueJobs(ctx.db, {
      kinds: [...kinds.keys()],
      now,
      limit: batchSize,
      token,
      leaseUntil: addSeconds(now, leaseSeconds),
    });
    const settlements = new Map<number, JobSettlement>();
    const settle = (kind: AnyJobKind, row: JobRow, result: BatchResult<unknown>) =>
      settlements.set(row.id, settlementOf(kind, row, result));
    const batches = new Map<AnyJobKind, JobRow[]>();
    const single: [AnyJobKind, JobRow][] = [];
    for (const row of rows) {
      const kind = kinds.get(row.kind);
      if (!kind) continue;
      const batch = kind.runBatch ? batches.get(kind) : undefined;
      if (batch) batch.push(row);
      else if (kind.runBatch) batches.set(kind, [row]);
      else single.push([kind, row]);
    }
    let next = 0;
    const worker = async () => {
      while (next < single.length && !stopping) {
        const item = single[next++];
        if (item) settle(item[0], item[1], await runOne(item[0], item[1]));
      }
    };
    await Promise.all([
      ...[...batches].map(async ([kind, batch]) => {
        const results = await runBatch(kind, batch);
        batch.forEach((row, index) => {
          const result = results[index];
          if (result) settle(kind, row, result);
        });
      }),
      ...Array.from({ length: Math.min(concurrency, single.length) }, worker),
    ]);
    for (const row of rows)
      if (!settlements.has(row.id)) settlements.set(row.id, { id: row.id, action: 'release' });
    await settleJobs(ctx.db, token, ctx.clock.now(), [...settlements.values()]);
    return rows.length;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runDue();
      } catch (error) {
        // The database is away (restart, failover): look again after the interval.
        log.error({ err: error }, 'job runner could not claim jobs');
      }
      if (claimed < batchSize && !stopping)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollIntervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  }

  return {
    start() {
      if (looping) return;
      stopping = false;
      looping = loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await looping;
      looping = undefined;
    },
    runDue,
    async drain() {
      let total = 0;
      for (let claimed = await runDue(); claimed > 0; claimed = await runDue()) total += claimed;
      return total;
    },
  };
}
