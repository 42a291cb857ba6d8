import { join } from 'node:path';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from './client';

/**
 * Runs `work` of a command-line tool on the database the server uses (DATABASE_URL, or the
 * embedded one under DATA_DIR), migrated first and closed after. A failure the tool expects
 * (`Expected`) prints its message and exits 1; any other prints the error.
 */
export async function withDatabase(
  Expected: abstract new (...args: never[]) => Error,
  work: (database: DatabaseHandle) => Promise<void>,
): Promise<number> {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
  try {
    await database.migrate();
    await work(database);
    return 0;
  } catch (error) {
    if (!(error instanceof Expected)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

/** The process's exit code is the tool's answer; an unexpected error prints and exits 1. */
export function exitWith(run: Promise<number>): void {
  run.then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
