import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { type App, buildApp } from '../../app';
import { createContext } from '../../bootstrap';
import type { AppContext } from '../../context';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { users } from '../../db/schema/users';

/** A second instance of the API over the same database: on PostgreSQL through a pool of its
 * own, as another server process would be; the embedded database has one session for all. */
async function secondInstance(first: { database: DatabaseHandle; ctx: AppContext }) {
  let database = first.database;
  if (first.database.driver === 'postgres') {
    const { rows } = (await first.ctx.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name}`;
    database = openDatabase({ url: url.toString() });
  }
  const context = createContext(first.ctx.config, database, { clock: first.ctx.clock });
  const app = await buildApp(context.ctx);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await context.close();
      if (database !== first.database) await database.close();
    },
  };
}

describe('signed-in sessions kept in memory, dropped on the database notice', () => {
  const t = suiteApp();
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    other = await secondInstance(t);
  });
  afterAll(() => other.close());

  const getUser = (app: App, auth: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/spa/api/v1/user', headers: auth });
  /** Another instance hears the notice on its own connection, within moments of the commit. */
  const eventually = (check: () => Promise<unknown>) =>
    expect.poll(check, { timeout: 2000, interval: 20 });

  it('a second call of a token runs no statement', async () => {
    const { auth } = await buildUser(t.ctx);
    await t.call('GET', '/user', auth);
    t.queries.length = 0;
    const response = await t.call('GET', '/user', auth);
    expect(response.statusCode).toBe(200);
    expect(t.queries).toEqual([]);
  });

  it('a sign-out answers 401 at once on this instance and on the other', async () => {
    const { auth } = await buildUser(t.ctx);
    expect((await getUser(other.app, auth)).statusCode).toBe(200);
    expect((await t.call('GET', '/user', auth)).statusCode).toBe(200);
    expect((await t.call('POST', '/auth/logout', auth)).statusCode).toBe(200);
    expect((await t.call('GET', '/user', auth)).statusCode).toBe(401);
    await eventually(async () => (await getUser(other.app, auth)).statusCode).toBe(401);
  });

  it('a profile change made on one instance is what the other answers', async () => {
    const { auth } = await buildUser(t.ctx);
    expect((await getUser(other.app, auth)).json()).toMatchObject({ name: 'Anna' });
    await t.call('POST', '/user', auth, { name: 'Maria' });
    expect((await t.call('GET', '/user', auth)).json()).toMatchObject({ name: 'Maria' });
    await eventually(async () => (await getUser(other.app, auth)).json().name).toBe('Maria');
  });

  it('a write outside the users repository is seen too: the database sends the notice', async () => {
    const { user, auth } = await buildUser(t.ctx);
    expect((await t.call('GET', '/user', auth)).statusCode).toBe(200);
    expect((await getUser(other.app, auth)).statusCode).toBe(200);
    await t.ctx.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await t.call('GET', '/user', auth)).statusCode).toBe(401);
    await eventually(async () => (await getUser(other.app, auth)).statusCode).toBe(401);
  });

  it('an expired session answers 401 though it was kept', async () => {
    const { auth } = await buildUser(t.ctx);
    expect((await t.call('GET', '/user', auth)).statusCode).toBe(200);
    t.clock.advance(400 * 24 * 3600);
    expect((await t.call('GET', '/user', auth)).statusCode).toBe(401);
  });
});
