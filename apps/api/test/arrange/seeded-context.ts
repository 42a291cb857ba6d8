import { join } from 'node:path';
import { createContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/seed/demo';

/**
 * Runs `arrange` against the database the server will use (DATA_DIR or DATABASE_URL of the
 * environment), migrated and seeded with the demo data: tooling that prepares data for the
 * browser journeys and the benchmark before the server starts (the embedded database has one
 * owner at a time).
 */
export async function withSeededContext(arrange: (ctx: AppContext) => Promise<void>) {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: join(config.DATA_DIR, 'db') });
  await database.migrate();
  const context = createContext(config, database);
  try {
    await seedDemo(context.ctx);
    await arrange(context.ctx);
  } finally {
    await context.close();
    await database.close();
  }
}
