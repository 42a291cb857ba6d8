import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { addSeconds } from '../lib/clock';
import {
  type AnyJobKind,
  type ClaimedJob,
  DEFAULT_LEASE_SECONDS,
  DEFAULT_MAX_ATTEMPTS,
  defaultRetryDelaySeconds,
  type JobOutcome,
} from './job-kind';
import {
  claimDueJobs,
  failJob,
  finishJob,
  type JobRow,
  releaseJobs,
  rescheduleJob,
} from './jobs.repository';

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

  async function runOne(row: JobRow, token: string): Promise<void> {
    const kind = kinds.get(row.kind);
    if (!kind) return;
    const now = ctx.clock.now();
    const job: ClaimedJob<unknown> = {
      id: row.id,
      kind: row.kind,
      key: row.key,
      payload: row.payload,
      runAt: row.runAt,
      attempt: row.attempts,
    };
    const lateSeconds = (now.getTime() - row.runAt.getTime()) / 1000;
    try {
      const outcome: JobOutcome<unknown> =
        kind.late && lateSeconds > kind.late.afterSeconds
          ? await kind.late.handle(job, ctx)
          : await kind.run(job, ctx);
      if (outcome)
        await rescheduleJob(ctx.db, row.id, token, {
          runAt: outcome.runAgainAt,
          payload: outcome.payload,
          resetAttempts: true,
        });
      else await finishJob(ctx.db, row.id, token);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(
        { job: { id: row.id, kind: row.kind, attempt: row.attempts }, err: error },
        'job failed',
      );
      if (row.attempts >= (kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS))
        await failJob(ctx.db, row.id, token, message, ctx.clock.now());
      else
        await rescheduleJob(ctx.db, row.id, token, {
          runAt: addSeconds(
            ctx.clock.now(),
            (kind.retryDelaySeconds ?? defaultRetryDelaySeconds)(row.attempts),
          ),
          resetAttempts: false,
          error: message,
        });
    }
  }

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
    let next = 0;
    const worker = async () => {
      while (next < rows.length && !stopping) {
        const row = rows[next++];
        if (row) await runOne(row, token);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
    if (next < rows.length)
      await releaseJobs(
        ctx.db,
        rows.slice(next).map((row) => row.id),
        token,
      );
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
