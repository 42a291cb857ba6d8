import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/sessions.service';
import { ensureStatuses } from '../../src/modules/homework/homework.repository';
import { assignCourses, buildHomeworkLearner } from '../factories/homework';
import { buildStream } from '../factories/learning';
import { buildSupportCategory } from '../factories/support';
import { buildUser } from '../factories/users';
import { createTestApp } from '../helpers/test-app';
import { contractBreach } from './contract';
import { type FuzzRequest, requestFor } from './inputs';
import { operationLabel, routeTable } from './operations';

/**
 * Contract fuzzing: generated bad input (wrong types, huge and empty strings, NUL and lone
 * surrogates, built-in property names, deep nesting, bad multipart, odd headers) to every
 * operation of the route table, signed in with a valid token most of the time so that calls get
 * past authentication. No answer may be a 5xx or break its documented schema (contract.ts).
 * `npm test` runs FUZZ_RUNS (default 12) inputs per operation; `npm run fuzz` 1,000.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
/** `npm test` replays the same inputs every run (a failure there is a regression, not luck);
 * `npm run fuzz` explores with a new seed each time (FUZZ_SEED=random), printed on a failure. */
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 1);
const table = routeTable();
const t = await createTestApp({}, {}, { onRoute: table.onRoute });
afterAll(() => t.close());

const totals = { requests: 0, byStatus: {} as Record<string, number> };

/** A caller of its own for each operation (one may delete its account or sign out): an expert
 * and learner of the brand, with a stream of the shared course and its homework. */
const base = await buildHomeworkLearner(t.ctx);
await buildSupportCategory(t.ctx, { id: 1 });
async function caller() {
  const { user } = await buildUser(t.ctx, { brandId: base.user.brandId, isExpert: true });
  const stream = await buildStream(t.ctx, user.id, base.course.id);
  await ensureStatuses(t.ctx.db, user.id, stream.id);
  await assignCourses(t.ctx, user.id, [base.course.id]);
  const ids = [
    stream.id,
    base.stream.id,
    base.course.id,
    ...base.stages.map((row) => row.id),
    ...base.days.slice(0, 3).map((row) => row.id),
    ...base.statuses.map((row) => row.id),
    ...base.lessonSetLessons.slice(0, 3).map((row) => row.id),
    1,
  ];
  return { userId: user.id, ids: [...new Set(ids)] };
}

async function send(request: FuzzRequest, userId: number) {
  const headers = { ...request.headers };
  // A session per call: an earlier call may have signed the caller out.
  if (headers.authorization === 'Bearer {token}')
    headers.authorization = `Bearer ${await openSession(t.ctx.db, t.ctx.clock, userId)}`;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    payload: request.payload,
  });
  totals.requests += 1;
  const status = String(response.statusCode);
  totals.byStatus[status] = (totals.byStatus[status] ?? 0) + 1;
  return response;
}

describe('contract fuzzing of every operation', () => {
  it('the route table holds the API', () => {
    expect(table.operations.length).toBeGreaterThan(50);
    expect(table.operations.map(operationLabel)).toContain('POST /spa/api/v1/auth/login');
  });

  it.each(table.operations.map((operation) => [operationLabel(operation), operation]))(
    '%s: no 5xx, every answer in its documented shape',
    async (_, operation) => {
      const { userId, ids } = await caller();
      await fc.assert(
        fc.asyncProperty(requestFor(operation, ids), async (request) => {
          const breach = contractBreach(operation, await send(request, userId));
          if (breach)
            throw new Error(
              `${request.method} ${request.url.slice(0, 200)} (${request.kind}): ${breach}`,
            );
        }),
        { numRuns: RUNS, endOnFailure: true, seed: SEED },
      );
    },
    Math.max(30_000, RUNS * 300),
  );

  afterAll(() => {
    const fivexx = Object.entries(totals.byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const summary = { operations: table.operations.length, ...totals, fivexx };
    console.log(`contract fuzzing: ${JSON.stringify(summary)}`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(summary));
  });
});
