import type { AppContext } from '../context';

/** A job as its handler sees it. */
export interface ClaimedJob<Payload> {
  id: number;
  kind: string;
  key: string | null;
  payload: Payload;
  /** When it was due (the handler may be running later than that). */
  runAt: Date;
  /** This run included (1 on the first run). */
  attempt: number;
}

/** What becomes of a job after its handler: by default it is done and deleted; a repeating job
 * asks to run again at a time, optionally with a new payload. */
export type JobOutcome<Payload> = undefined | { runAgainAt: Date; payload?: Payload };

/** A job handed to a batch handler: `late` when found more than the kind's `late.afterSeconds`
 * past its time (the handler applies the late rule itself). */
export interface BatchJob<Payload> extends ClaimedJob<Payload> {
  late: boolean;
}

/** One job's result in a batch: its outcome, or the error its run failed with (retried later
 * like a throwing `run`). */
export type BatchResult<Payload> = { outcome: JobOutcome<Payload> } | { error: unknown };

export interface JobKind<Payload> {
  /** Unique name stored in jobs.kind. */
  name: string;
  run(job: ClaimedJob<Payload>, ctx: AppContext): Promise<JobOutcome<Payload>>;
  /** The rule for a job found more than `afterSeconds` past its time (the servers were down or
   * busy): without it, a late job simply runs late; with it, `handle` runs instead of `run`
   * (usually to skip this occurrence and schedule the next one). */
  late?: {
    afterSeconds: number;
    handle(job: ClaimedJob<Payload>, ctx: AppContext): Promise<JobOutcome<Payload>>;
  };
  /** Runs every job of the kind in a claimed batch at once, for kinds whose jobs share their
   * work (one query for the rows of all of them instead of a few per job); answers one result
   * per job, in the order given. When present, the runner calls it instead of `run` and
   * `late.handle`; `concurrency` bounds the outside calls it makes at the same time. A throw
   * fails every job of the batch. */
  runBatch?(
    jobs: BatchJob<Payload>[],
    ctx: AppContext,
    options: { concurrency: number },
  ): Promise<BatchResult<Payload>[]>;
  /** How long one run may take before another instance presumes this one crashed and takes the
   * job over. Default 300 s. */
  leaseSeconds?: number;
  /** Runs that may throw (or crash) before the job is kept as failed. Default 5. */
  maxAttempts?: number;
  /** Wait before a failed run is tried again. Default 30 s × 2^(attempt−1), at most 1 h. */
  retryDelaySeconds?(attempt: number): number;
}

/** A kind whose payload type is erased, as the runner holds kinds of every payload together. */
export type AnyJobKind = JobKind<unknown>;

/** Declares a kind with its payload type (the type checks `scheduleJob` calls and the handler). */
export function defineJobKind<Payload>(kind: JobKind<Payload>): JobKind<Payload> {
  return kind;
}

export const DEFAULT_LEASE_SECONDS = 300;
export const DEFAULT_MAX_ATTEMPTS = 5;

export function defaultRetryDelaySeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** (attempt - 1));
}
