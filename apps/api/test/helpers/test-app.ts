import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import { type App, type BuildOptions, buildApp } from '../../src/app';
import { createContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import type { DatabaseHandle } from '../../src/db/client';
import { mailboxMessages } from '../../src/db/schema/mail';
import type { Clock } from '../../src/lib/clock';
import { openTestDatabase } from './database';

/** A clock the test can move forward. */
export function testClock(start = new Date()): Clock & { advance(seconds: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds) {
      now += seconds * 1000;
    },
  };
}

/** A call's own statements: without the session lookup, which runs only when the instance has
 * not kept the caller's session (modules/auth/session-cache.ts). */
export const ownStatements = (statements: readonly string[]) =>
  statements.filter((statement) => !statement.includes('from "sessions"'));

export interface TestApp {
  app: App;
  ctx: AppContext;
  /** The app's database, for a second instance over it. */
  database: DatabaseHandle;
  clock: ReturnType<typeof testClock>;
  /** SQL statements run since the last reset, for query-count assertions. */
  queries: string[];
  /** Captured mail, newest first. */
  mailbox(): Promise<(typeof mailboxMessages.$inferSelect)[]>;
  close(): Promise<void>;
}

/** The real app over a fresh database, with a movable clock and the capture mailbox. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
  build: BuildOptions = {},
): Promise<TestApp> {
  const queries: string[] = [];
  const database = await openTestDatabase((sql) => queries.push(sql));
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const clock = testClock();
  const context = createContext(config, database, { clock, ...overrides });
  const { ctx } = context;
  const app = await buildApp(ctx, build);
  await app.ready();
  return {
    app,
    ctx,
    database,
    clock,
    queries,
    mailbox: () => database.db.select().from(mailboxMessages).orderBy(desc(mailboxMessages.id)),
    async close() {
      await app.close();
      await context.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
