import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from './client';

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives an idle connection being killed and reconnects on demand', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const onConnectionError = vi.fn();
    const database = openDatabase({ url, onConnectionError });
    // node-postgres answers execute() with a QueryResult.
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as pg.QueryResult).rows;
    const [{ pid }] = await rowsOf(sql`select pg_backend_pid() as pid`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalled());
    expect(await rowsOf(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    await database.close();
  });
});
