#!/usr/bin/env node
// `npm run bench`: throughput and latency of the API on loopback, beside a bare Fastify
// hello-world measured in the same run; then the web app's weight and Lighthouse scores
// (scripts/bench-web.mjs). A benchmark, not a test: it prints figures only.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEMO = { email: 'demo@example.com', password: 'demo-password' };

let nextPort = 4100 + Math.floor(Math.random() * 500);

/** Starts a process and resolves once it prints `marker`; the child is killed on exit. */
function startProcess(args, env, marker) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => child.kill());
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(marker)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(title, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const row = {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `  ${title}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms`,
  );
  return row;
}

async function helloWorld() {
  const port = nextPort++;
  const child = await startProcess(
    ['scripts/bench/hello.mjs'],
    { PORT: String(port) },
    'listening',
  );
  const row = await measure('hello-world (bare Fastify)', { url: `http://127.0.0.1:${port}/` });
  await stop(child);
  return row;
}

async function freshPostgresDatabase() {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Seeds the database the server is about to use with the 120-day course and a stream of the
 * demo learner in it (apps/api/test/arrange/bench-course.ts); answers the stream's id. */
function arrangeLargeCourse(env) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/arrange/bench-course.ts'],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  const [, streamId, courseId] = /stream (\d+) course (\d+)/.exec(run.stdout) ?? [];
  if (run.status !== 0 || !streamId) {
    throw new Error(`arranging the large course failed:\n${run.stderr}`);
  }
  return { streamId, courseId };
}

async function api(driver) {
  const port = nextPort++;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const database = driver === 'postgres' ? await freshPostgresDatabase() : undefined;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const { streamId, courseId } = arrangeLargeCourse(env);
  const child = await startProcess(['--import', 'tsx', 'apps/api/src/server.ts'], env, 'http://');
  const base = `http://127.0.0.1:${port}/spa/api/v1`;
  const login = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  };
  const { data } = await (await fetch(`${base}/auth/login`, login)).json();
  const headers = { authorization: `Bearer ${data.token}` };
  const rows = [
    await measure(`GET /user (${driver})`, { url: `${base}/user`, headers }),
    await measure(`GET /user-course-streams, 7 streams (${driver})`, {
      url: `${base}/user-course-streams?expand=course`,
      headers,
    }),
    // Cached per stream for 300 000 ms (spec section 9): after the first call, these are hits.
    await measure(
      `GET /user-course-streams/{id}/status?request-all, 120 days × 5 lessons (${driver})`,
      {
        url: `${base}/user-course-streams/${streamId}/status?request-all=1`,
        headers,
      },
    ),
    await measure(`GET /courses/{id}/stages?expand=requestDays, 120 days (${driver})`, {
      url: `${base}/courses/${courseId}/stages?expand=requestDays`,
      headers,
    }),
    await measure(`POST /auth/login (${driver})`, { url: `${base}/auth/login`, ...login }),
  ];
  await stop(child);
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

console.log(`Each figure: ${CONNECTIONS} connections for ${DURATION_S} s on loopback.`);
const baseline = await helloWorld();
const rows = [baseline, ...(await api('pglite')), ...(await api('postgres'))];
console.log('\n| measured | req/s | p50 ms | p99 ms | of hello-world |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  const ratio = `${Math.round((row['req/s'] / baseline['req/s']) * 100)}%`;
  console.log(
    `| ${row.title} | ${row['req/s']} | ${row['p50 ms']} | ${row['p99 ms']} | ${ratio} |`,
  );
}
// The web app: sign-in route weight, route groups, Lighthouse (scripts/bench-web.mjs).
spawnSync(process.execPath, ['scripts/bench-web.mjs'], { stdio: 'inherit' });
process.exit(0);
