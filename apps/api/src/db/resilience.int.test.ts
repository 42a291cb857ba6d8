import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHomeworkLearner } from '../../test/factories/homework';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/errors';
import { homeworkMessages, userHomeworkStatuses } from './schema/homework';

/**
 * PostgreSQL connections killed in the middle of a call (pg_terminate_backend): a read is run
 * once more on a new connection, a write that cannot complete answers 503 with Retry-After and
 * leaves nothing half-written. The calls are held on a lock taken by the test, so that the kill
 * lands on a known statement. PGlite is one in-process database without connections: nothing
 * there can be killed, so these tests run on PostgreSQL only (TEST_DATABASE_URL).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection killed mid-call', () => {
  let t: TestApp;
  /** Holds the lock a call waits on, in a transaction of its own. */
  let locker: pg.Client;
  /** Watches and kills the app's backends: outside any transaction, whose statistics snapshot
   * would not change. */
  let admin: pg.Client;
  let learner: Awaited<ReturnType<typeof buildHomeworkLearner>>;

  beforeAll(async () => {
    t = await createTestApp();
    learner = await buildHomeworkLearner(t.ctx);
    const [row] = (
      (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as pg.QueryResult
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${row.name}`;
    locker = new pg.Client({ connectionString: url.toString() });
    admin = new pg.Client({ connectionString: url.toString() });
    await Promise.all([locker.connect(), admin.connect()]);
  });
  afterAll(async () => {
    await Promise.all([locker.end(), admin.end()]);
    await t.close();
  });

  /** Backends already killed: one stays in pg_stat_activity, still waiting on the lock, until it
   * has exited, and must not be taken for the next call blocking there. */
  const killedPids: number[] = [];

  /** Waits for a backend of the app to block on the test's lock, kills it, and tells what it
   * was running. */
  async function killBlocked(): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await admin.query(
        `select pid, query from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'
           and pid <> all($1::int[])`,
        [killedPids],
      );
      const [blocked] = rows;
      if (blocked) {
        killedPids.push(blocked.pid);
        await admin.query('select pg_terminate_backend($1)', [blocked.pid]);
        return blocked.query;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no call blocked on the lock');
  }

  const streamUrl = () => `/spa/api/v1/user-course-streams/${learner.stream.id}?lang=en`;

  it('a read whose connection dies is run again, once, on a new connection', async () => {
    await locker.query('begin');
    await locker.query('lock table user_course_streams in access exclusive mode');
    const pending = t.app.inject({ url: streamUrl(), headers: learner.auth });
    const killed = await killBlocked();
    await locker.query('commit');
    const response = await pending;
    expect(killed).toMatch(/^select/i);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: learner.stream.id });
  });

  it('a read that dies twice answers 503 with Retry-After in the error shape', async () => {
    await locker.query('begin');
    await locker.query('lock table user_course_streams in access exclusive mode');
    const pending = t.app.inject({ url: streamUrl(), headers: learner.auth });
    await killBlocked();
    await killBlocked();
    await locker.query('commit');
    const response = await pending;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.headers['content-security-policy']).toBeTruthy();
    expect(response.json()).toEqual({
      success: false,
      data: null,
      name: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a few seconds',
      code: 'service_unavailable',
      status: 503,
      errors: {},
    });
    // The pool has replaced the connections: the next call is served.
    const again = await t.app.inject({ url: streamUrl(), headers: learner.auth });
    expect(again.statusCode).toBe(200);
  });

  it('a write killed after its first statement answers 503 and leaves nothing written', async () => {
    const statusId = learner.status.message.id;
    const base = `/spa/api/v1/user-course-streams/${learner.stream.id}`;
    const day = learner.days[0];
    if (!day) throw new Error('course without days');
    const started = await t.app.inject({
      method: 'POST',
      url: `${base}/user-day-status/${day.id}/start`,
      headers: learner.auth,
    });
    expect(started.statusCode, started.body).toBe(200);
    const messagesOf = () =>
      t.ctx.db.select().from(homeworkMessages).where(eq(homeworkMessages.statusId, statusId));
    const statusOf = async () =>
      (
        await t.ctx.db
          .select({ status: userHomeworkStatuses.status })
          .from(userHomeworkStatuses)
          .where(eq(userHomeworkStatuses.id, statusId))
      )[0]?.status;
    const before = await statusOf();

    // The message row can be inserted (its foreign key check shares the row), the status update
    // after it waits: the transaction dies between its two writes.
    await locker.query('begin');
    await locker.query('select 1 from user_homework_statuses where id = $1 for no key update', [
      statusId,
    ]);
    const pending = t.app.inject({
      method: 'POST',
      url: `${base}/user-homework/${statusId}?lang=es`,
      headers: learner.auth,
      payload: { message: 'Готово' },
    });
    const killed = await killBlocked();
    await locker.query('commit');
    const response = await pending;

    expect(killed).toMatch(/^update "user_homework_statuses"/i);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toMatchObject({
      code: 'service_unavailable',
      message: 'El servicio no está disponible temporalmente. Inténtalo de nuevo en unos segundos',
    });
    expect(await messagesOf()).toEqual([]);
    expect(await statusOf()).toBe(before);

    // Sent again once the database is back, it is saved whole.
    const retried = await t.app.inject({
      method: 'POST',
      url: `${base}/user-homework/${statusId}`,
      headers: learner.auth,
      payload: { message: 'Готово' },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await messagesOf()).toHaveLength(1);
    expect(await statusOf()).toBe('UPLOADED');
  });
});
