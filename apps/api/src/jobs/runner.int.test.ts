import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/database';
import { testClock } from '../../test/helpers/test-app';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { addSeconds } from '../lib/clock';
import { defineJobKind } from './job-kind';
import { cancelJob, claimDueJobs, listJobs, scheduleJob } from './jobs.repository';
import { createJobRunner } from './runner';

const quiet = { error: () => {} };

describe('the database job runner', () => {
  let database: DatabaseHandle;
  let ctx: AppContext;
  const clock = testClock(new Date('2026-03-01T10:00:00Z'));
  const runs: { id: number; payload: unknown }[] = [];
  /** SQL statements run since the test last emptied it. */
  const statements: string[] = [];

  const recorder = defineJobKind<{ n: number }>({
    name: 'test.record',
    async run(job) {
      runs.push({ id: job.id, payload: job.payload });
      return undefined;
    },
  });

  beforeAll(async () => {
    database = await openTestDatabase((sql) => statements.push(sql));
    ctx = createContext(loadConfig({ NODE_ENV: 'test' }), database, { clock }).ctx;
  });
  afterAll(() => database.close());
  afterEach(async () => {
    runs.length = 0;
    await database.db.delete(jobs);
  });

  it('runs a job once its time has come by the context clock, then deletes it', async () => {
    const runner = createJobRunner(ctx, { kinds: [recorder], log: quiet });
    await scheduleJob(ctx.db, recorder, { runAt: addSeconds(clock.now(), 60), payload: { n: 1 } });
    expect(await runner.runDue()).toBe(0);
    clock.advance(60);
    expect(await runner.runDue()).toBe(1);
    expect(runs.map((run) => run.payload)).toEqual([{ n: 1 }]);
    expect(await listJobs(ctx.db, recorder.name)).toEqual([]);
    expect(await runner.runDue()).toBe(0);
  });

  it('runs each job exactly once when two instances look at the same moment', async () => {
    const slow = defineJobKind<{ n: number }>({
      name: 'test.slow',
      async run(job) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        runs.push({ id: job.id, payload: job.payload });
        return undefined;
      },
    });
    for (let n = 0; n < 60; n++)
      await scheduleJob(ctx.db, slow, { runAt: clock.now(), payload: { n } });
    const first = createJobRunner(ctx, { kinds: [slow], batchSize: 7, log: quiet });
    const second = createJobRunner(ctx, { kinds: [slow], batchSize: 7, log: quiet });
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(60);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    const ns = runs.map((run) => (run.payload as { n: number }).n).sort((x, y) => x - y);
    expect(ns).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it("takes over a crashed instance's job once its lease has run out", async () => {
    const kind = defineJobKind<{ n: number }>({
      ...recorder,
      name: 'test.lease',
      leaseSeconds: 120,
    });
    await scheduleJob(ctx.db, kind, { runAt: clock.now(), payload: { n: 7 } });
    // An instance claims it and dies before finishing.
    const claimed = await claimDueJobs(ctx.db, {
      kinds: [kind.name],
      now: clock.now(),
      limit: 10,
      token: 'crashed',
      leaseUntil: addSeconds(clock.now(), 120),
    });
    expect(claimed).toHaveLength(1);
    const runner = createJobRunner(ctx, { kinds: [kind], log: quiet });
    clock.advance(119);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toHaveLength(1);
    expect(await listJobs(ctx.db, kind.name)).toEqual([]);
  });

  it('retries a failing job later and keeps it as failed after the last attempt', async () => {
    let calls = 0;
    const failing = defineJobKind<Record<string, never>>({
      name: 'test.failing',
      maxAttempts: 2,
      retryDelaySeconds: () => 30,
      async run() {
        calls++;
        throw new Error('provider down');
      },
    });
    await scheduleJob(ctx.db, failing, { runAt: clock.now(), payload: {} });
    const runner = createJobRunner(ctx, { kinds: [failing], log: quiet });
    expect(await runner.runDue()).toBe(1);
    const [waiting] = await listJobs(ctx.db, failing.name);
    expect(waiting?.lastError).toBe('provider down');
    expect(waiting?.runAt).toEqual(addSeconds(clock.now(), 30));
    expect(await runner.runDue()).toBe(0);
    clock.advance(30);
    expect(await runner.runDue()).toBe(1);
    clock.advance(3600);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(2);
    const [failed] = await listJobs(ctx.db, failing.name);
    expect(failed?.failedAt).toEqual(addSeconds(clock.now(), -3600));
    expect(failed?.attempts).toBe(2);
  });

  it('runs a repeating job again at the time it asks for, with its new payload', async () => {
    const repeating = defineJobKind<{ n: number }>({
      name: 'test.repeating',
      async run(job) {
        runs.push({ id: job.id, payload: job.payload });
        return { runAgainAt: addSeconds(job.runAt, 3600), payload: { n: job.payload.n + 1 } };
      },
    });
    await scheduleJob(ctx.db, repeating, { runAt: clock.now(), payload: { n: 1 }, key: 'k' });
    const runner = createJobRunner(ctx, { kinds: [repeating], log: quiet });
    expect(await runner.drain()).toBe(1);
    clock.advance(3600);
    expect(await runner.drain()).toBe(1);
    expect(runs.map((run) => run.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    const [next] = await listJobs(ctx.db, repeating.name);
    expect(next?.payload).toEqual({ n: 3 });
    expect(next?.attempts).toBe(0);
  });

  it('replaces a keyed job when scheduled again, and cancels it by key', async () => {
    await scheduleJob(ctx.db, recorder, { runAt: clock.now(), payload: { n: 1 }, key: 'user:1' });
    await scheduleJob(ctx.db, recorder, {
      runAt: addSeconds(clock.now(), 10),
      payload: { n: 2 },
      key: 'user:1',
    });
    await scheduleJob(ctx.db, recorder, { runAt: clock.now(), payload: { n: 3 }, key: 'user:2' });
    expect(await listJobs(ctx.db, recorder.name)).toHaveLength(2);
    await cancelJob(ctx.db, recorder, 'user:2');
    const runner = createJobRunner(ctx, { kinds: [recorder], log: quiet });
    expect(await runner.runDue()).toBe(0);
    clock.advance(10);
    expect(await runner.runDue()).toBe(1);
    expect(runs.map((run) => run.payload)).toEqual([{ n: 2 }]);
  });

  it("applies a kind's rule to a job found late (the servers were down), else runs it late", async () => {
    const skipped: number[] = [];
    const strict = defineJobKind<{ n: number }>({
      name: 'test.strict',
      late: {
        afterSeconds: 600,
        async handle(job) {
          skipped.push(job.payload.n);
          return undefined;
        },
      },
      run: recorder.run,
    });
    await scheduleJob(ctx.db, strict, { runAt: clock.now(), payload: { n: 1 } });
    await scheduleJob(ctx.db, recorder, { runAt: clock.now(), payload: { n: 2 } });
    clock.advance(601);
    const runner = createJobRunner(ctx, { kinds: [strict, recorder], log: quiet });
    expect(await runner.drain()).toBe(2);
    expect(skipped).toEqual([1]);
    expect(runs.map((run) => run.payload)).toEqual([{ n: 2 }]);
  });

  it("runs a batch kind's claimed jobs in one call and records their outcomes in one statement", async () => {
    const calls: { n: number; late: boolean }[][] = [];
    const batched = defineJobKind<{ n: number }>({
      name: 'test.batched',
      run: recorder.run,
      late: { afterSeconds: 600, handle: recorder.run },
      async runBatch(batch) {
        calls.push(batch.map((job) => ({ n: job.payload.n, late: job.late })));
        return batch.map((job) => {
          if (job.payload.n === 2) return { error: new Error('no luck') };
          if (job.payload.n === 3)
            return { outcome: { runAgainAt: addSeconds(job.runAt, 3600), payload: { n: 30 } } };
          return { outcome: undefined };
        });
      },
    });
    await scheduleJob(ctx.db, batched, { runAt: addSeconds(clock.now(), -601), payload: { n: 1 } });
    for (const n of [2, 3, 4])
      await scheduleJob(ctx.db, batched, { runAt: clock.now(), payload: { n } });
    const runner = createJobRunner(ctx, { kinds: [batched], log: quiet });
    statements.length = 0;
    expect(await runner.runDue()).toBe(4);
    // The claim, then one statement for every outcome.
    expect(statements).toHaveLength(2);
    expect(runs).toEqual([]);
    expect(calls).toEqual([
      [
        { n: 1, late: true },
        { n: 2, late: false },
        { n: 3, late: false },
        { n: 4, late: false },
      ],
    ]);
    const left = await listJobs(ctx.db, batched.name);
    expect(left.map((job) => job.payload)).toEqual([{ n: 2 }, { n: 30 }]);
    const [failed, repeated] = left;
    expect(failed).toMatchObject({ lastError: 'no luck', attempts: 1, lockToken: null });
    expect(failed?.runAt).toEqual(addSeconds(clock.now(), 30));
    expect(repeated).toMatchObject({ lastError: null, attempts: 0, lockToken: null });
    expect(repeated?.runAt).toEqual(addSeconds(clock.now(), 3600));
  });

  it('fails every job of a batch whose handler throws, to retry them later', async () => {
    const broken = defineJobKind<{ n: number }>({
      name: 'test.broken-batch',
      run: recorder.run,
      async runBatch() {
        throw new Error('database away');
      },
    });
    for (const n of [1, 2])
      await scheduleJob(ctx.db, broken, { runAt: clock.now(), payload: { n } });
    const runner = createJobRunner(ctx, { kinds: [broken], log: quiet });
    expect(await runner.runDue()).toBe(2);
    const left = await listJobs(ctx.db, broken.name);
    expect(left.map((job) => [job.lastError, job.attempts])).toEqual([
      ['database away', 1],
      ['database away', 1],
    ]);
    expect(await runner.runDue()).toBe(0);
  });

  it('leaves the jobs of kinds it does not know to the instances that do', async () => {
    await scheduleJob(ctx.db, recorder, { runAt: clock.now(), payload: { n: 1 } });
    const other = createJobRunner(ctx, {
      kinds: [{ ...recorder, name: 'test.other' }],
      log: quiet,
    });
    expect(await other.drain()).toBe(0);
    expect(await listJobs(ctx.db, recorder.name)).toHaveLength(1);
  });

  it('polls while started and stops cleanly, finishing the job in hand', async () => {
    let finished = false;
    const slow = defineJobKind<Record<string, never>>({
      name: 'test.in-hand',
      async run() {
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
        return undefined;
      },
    });
    const runner = createJobRunner(ctx, { kinds: [slow], pollIntervalMs: 10, log: quiet });
    runner.start();
    await scheduleJob(ctx.db, slow, { runAt: clock.now(), payload: {} });
    await expect.poll(async () => (await listJobs(ctx.db, slow.name))[0]?.lockToken).toBeTruthy();
    await runner.stop();
    expect(finished).toBe(true);
    expect(await listJobs(ctx.db, slow.name)).toEqual([]);
  });
});
