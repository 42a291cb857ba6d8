#!/usr/bin/env node
// A load run on PostgreSQL during which the server's database connections are killed
// (pg_terminate_backend every CHAOS_KILL_MS): writes (POST /tech-questions, a row each) and
// reads (GET /user-course-streams) under autocannon. Prints the answers by status and checks that
// every acknowledged write (2xx, with its id) is in the database. Not a test: a measurement.
//   node scripts/chaos-load.mjs            (CHAOS_SECONDS=20, CHAOS_KILL_MS=500)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.CHAOS_SECONDS ?? 20);
const KILL_EVERY_MS = Number(process.env.CHAOS_KILL_MS ?? 500);
const PORT = 4600 + Math.floor(Math.random() * 300);
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

const name = `chaos_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'chaos-')),
    DATABASE_URL: url.toString(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'fatal',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => server.kill());
await new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('http://')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
});

const base = `http://127.0.0.1:${PORT}/spa/api/v1`;
const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(DEMO),
});
const { data } = await login.json();
const headers = { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };

/** Kills every connection of the server's database, again and again. */
let kills = 0;
const killer = setInterval(async () => {
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
    [name],
  );
  kills += rowCount ?? 0;
}, KILL_EVERY_MS);

const acknowledged = [];
let sequence = 0;
const byStatus = (result) =>
  Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
const [writes, reads] = await Promise.all([
  autocannon({
    url: `${base}/tech-questions`,
    connections: 10,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest(request) {
          sequence += 1;
          const body = { support_category_id: 1, name: 'Chaos', message: `write ${sequence}` };
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse(status, body) {
          if (status >= 200 && status < 300) acknowledged.push(JSON.parse(body).data.id);
        },
      },
    ],
  }),
  autocannon({
    url: `${base}/user-course-streams`,
    connections: 10,
    duration: SECONDS,
    headers,
  }),
]);
clearInterval(killer);
server.kill('SIGTERM');

const check = new pg.Client({ connectionString: url.toString() });
await check.connect();
const { rows } = await check.query('select id from tech_questions where id = any($1::int[])', [
  acknowledged,
]);
const { rows: all } = await check.query(
  "select count(*)::int as count from tech_questions where message like 'write %'",
);
await check.end();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.end();

const lost = acknowledged.length - rows.length;
console.log(`chaos load on PostgreSQL: ${SECONDS} s, connections killed every ${KILL_EVERY_MS} ms`);
console.log(`  backends killed: ${kills}`);
console.log(
  `  writes POST /tech-questions: ${writes.requests.total} answers ${JSON.stringify(byStatus(writes))}, ${writes.errors} socket errors`,
);
console.log(
  `  reads GET /user-course-streams: ${reads.requests.total} answers ${JSON.stringify(byStatus(reads))}, ${reads.errors} socket errors`,
);
console.log(
  `  acknowledged writes: ${acknowledged.length}, rows of them found: ${rows.length}, rows written in all: ${all[0].count}`,
);
console.log(`  acknowledged writes lost: ${lost}`);
process.exit(lost === 0 ? 0 : 1);
