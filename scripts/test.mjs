#!/usr/bin/env node
// `npm test`: the static checks, then every test on the embedded database (PGlite), then the
// browser journeys (apps/web/e2e) against a fresh build, then the database-bound tests again on
// PostgreSQL and with Redis when those servers are reachable.
// Ends with the plain line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The browser of the journeys: Debian's package, never a downloaded build. */
const CHROMIUM = '/usr/bin/chromium';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port), hostname);
  });
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const totals = { passed: 0, failed: 0 };

/** One Vitest run; its JSON report is added to the totals. */
function vitest(label, args, env) {
  console.log(`\n=== ${label} ===`);
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    env,
  );
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
    if (status !== 0 && numFailedTests === 0) totals.failed += 1; // a suite that did not load
  } catch {
    totals.failed += 1;
  }
}

/** Installs Chromium when it is missing (CI machines start without it; CI runs as root). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const install = 'apt-get update && apt-get install -y chromium';
  console.log(`\n${CHROMIUM} is missing; installing it: ${install}`);
  run('sh', ['-c', install], { DEBIAN_FRONTEND: 'noninteractive' });
  if (existsSync(CHROMIUM)) return true;
  console.error(
    `\nFAILED: could not install Chromium at ${CHROMIUM}: the browser journeys cannot run.`,
  );
  return false;
}

console.log('=== check: typecheck, lint, format ===');
const checkStatus = run('npm', ['run', '--silent', 'check']);
if (checkStatus !== 0) totals.failed += 1;

const redis = (await reachable(REDIS_URL)) ? { TEST_REDIS_URL: REDIS_URL } : {};
// Vitest runs cores − 1 files at a time: one on a two-core machine, which left a core idle while
// each file's database (PGlite in the worker, or a PostgreSQL database of its own) did its work.
const TEST_WORKERS = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;
vitest('tests on the embedded database (PGlite)', [TEST_WORKERS], redis);

// Once, on the embedded database: they test the app against the server, not the database.
console.log('\n=== browser journeys: Chromium and a production build ===');
if (!ensureChromium()) {
  totals.failed += 1;
} else if (run('npm', ['run', '--silent', 'build']) !== 0) {
  console.error('\nFAILED: the web build, which the browser journeys need.');
  totals.failed += 1;
} else {
  // Two files at a time: each has its own Chromium; the server is shared.
  vitest('browser journeys (apps/web/e2e)', ['--project', 'e2e', '--maxWorkers=2'], { E2E: '1' });
}

if (await reachable(POSTGRES_URL)) {
  vitest('database tests on PostgreSQL', ['--project', 'api', TEST_WORKERS], {
    ...redis,
    TEST_DATABASE_URL: POSTGRES_URL,
  });
} else {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} is not reachable: its run is skipped.`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
