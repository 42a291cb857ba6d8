#!/usr/bin/env node
// `npm run fuzz`: the contract fuzzing of apps/api/test/fuzz with 1,000 generated inputs per
// operation (FUZZ_RUNS; `npm test` runs a sample of 12), on PGlite, or on the PostgreSQL server
// of TEST_DATABASE_URL. Prints the totals and fails on any 5xx or broken contract.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = process.env.FUZZ_RUNS ?? '1000';
const report = join(mkdtempSync(join(tmpdir(), 'fuzz-')), 'totals.json');
console.log(`contract fuzzing: ${runs} inputs per operation`);
const { status } = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'apps/api/test/fuzz/contract-fuzz.int.test.ts'],
  {
    stdio: 'inherit',
    env: { FUZZ_SEED: 'random', ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: report },
  },
);
if (existsSync(report)) {
  const totals = JSON.parse(readFileSync(report, 'utf8'));
  const statuses = Object.entries(totals.byStatus)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  console.log(`\n${totals.operations} operations, ${totals.requests} requests (${statuses})`);
  console.log(`5xx: ${totals.fivexx}`);
}
process.exit(status ?? 1);
