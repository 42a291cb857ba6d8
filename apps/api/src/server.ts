import { join } from 'node:path';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { devMailboxEnabled, loadConfig } from './config';
import { openDatabase } from './db/client';
import { JOB_KINDS } from './jobs/kinds';
import { createJobRunner } from './jobs/runner';
import { seedDemo } from './seed/demo';
import { DEMO_ACCOUNTS } from './seed/users.seed';

/** Starts the API: configuration, database (migrated on every start), demo data, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    url: config.DATABASE_URL,
    dataDir: join(config.DATA_DIR, 'db'),
    onConnectionError: (error) => console.warn(`database connection lost: ${error.message}`),
  });
  await database.migrate();
  const context = createContext(config, database);
  if (config.SEED_DEMO) await seedDemo(context.ctx);

  const app = await buildApp(context.ctx, { logger: { level: config.LOG_LEVEL } });
  const jobs = createJobRunner(context.ctx, {
    kinds: JOB_KINDS,
    pollIntervalMs: config.JOBS_POLL_INTERVAL_MS,
    log: app.log,
  });
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests and finish the running ones before the connections go.
    await app.close();
    // The jobs in hand finish before the database goes.
    await jobs.stop();
    await context.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop(signal).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    });
  }

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS_ENABLED) jobs.start();
  const url = config.PUBLIC_URL ?? address;
  const lines = [
    `API listening on ${url} (database: ${database.driver})`,
    `  API docs: ${url}/spa/docs`,
  ];
  if (devMailboxEnabled(config)) lines.push(`  Mailbox:  ${url}/dev/mailbox`);
  if (config.SEED_DEMO) {
    lines.push('  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.email} / ${account.password} (${account.role})`);
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
