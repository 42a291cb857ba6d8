import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeNotices, pgliteChangeNotices, poolChangeNotices } from './change-notices';
import * as schema from './schema/index';

type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The database's change notices to this process (LISTEN/NOTIFY). */
  notices: ChangeNotices;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Called with each SQL statement, to count queries in tests. */
  onQuery?: (sql: string) => void;
  /** Told when an idle PostgreSQL connection breaks (server restart, failover, a dropped test
   * database); the pool replaces it on demand. */
  onConnectionError?: (error: Error) => void;
}

/** SQLSTATEs of a server that cannot serve the call now: connection exceptions (class 08),
 * a terminated backend, a crash or a start-up (57P01-57P03), too many connections (53300). */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors on the way to the server. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's own errors about a connection that ended under a query. */
const CONNECTION_ENDED = /^Connection terminated|is not queryable|timeout exceeded when trying/;

/** True when an error (or its cause: Drizzle wraps the driver's) says the database could not be
 * reached or dropped the connection, rather than refusing the statement itself. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let item = error; item instanceof Error; item = item.cause) {
    const code = (item as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNREACHABLE.has(code)))
      return true;
    if (CONNECTION_ENDED.test(item.message)) return true;
  }
  return false;
}

/** A statement that only reads: run again on a new connection, it cannot write twice. */
const READ = /^\s*select\b/i;
/** node-postgres refused a statement on a connection it already knew to be dead: the statement
 * never reached the server, so even a write can be sent again. */
const NEVER_SENT = /is not queryable/;

/** Statements outside a transaction go through pool.query, each on a connection of its own: a
 * read whose connection dies is run once more on a fresh one. Writes are repeated only when they
 * never left (whether a sent one committed is unknown), and a transaction's statements use a
 * checked-out client, so a transaction that loses its connection fails whole and PostgreSQL
 * rolls it back. */
function retryReadsOnce(pool: pg.Pool): void {
  type Query = (config: pg.QueryConfig | string, values?: unknown[]) => Promise<pg.QueryResult>;
  const query: Query = pool.query.bind(pool);
  const retrying: Query = async (config, values) => {
    try {
      return await query(config, values);
    } catch (error) {
      const text = typeof config === 'string' ? config : config.text;
      const neverSent = error instanceof Error && NEVER_SENT.test(error.message);
      if (!(READ.test(text) || neverSent) || !isDatabaseUnavailable(error)) throw error;
      return query(config, values);
    }
  };
  // Drizzle calls the promise form only.
  pool.query = retrying as typeof pool.query;
}

/** Connections of the PostgreSQL pool (the benchmark's select-1 ceiling uses as many). */
export const POSTGRES_POOL_SIZE = 10;

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  const logger = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined;
  if (options.url) {
    const notices = poolChangeNotices();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: POSTGRES_POOL_SIZE,
      onConnect: notices.onConnect,
    });
    // Without a listener, an idle connection's error would be unhandled and stop the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // A checked-out client (a transaction's) has no listener of the pool's: without one, its
    // connection dying would be an unhandled 'error' that stops the process. The statement in
    // flight fails with the error anyway, and the pool drops the client when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    retryReadsOnce(pool);
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      driver: 'postgres',
      notices,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the course search's typo matching (a migration creates the extension on both).
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, logger });
  const notices = pgliteChangeNotices(client);
  return {
    db,
    driver: 'pglite',
    notices,
    // Every user of the handle migrates first: a failure to listen surfaces there.
    migrate: async () => {
      await notices.ready;
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
