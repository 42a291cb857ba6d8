#!/usr/bin/env node
// `npm run bench`: throughput and latency of the API on loopback, beside a bare Fastify
// hello-world and the database-bound ceiling (a bare Fastify route doing one `select 1` over a
// pool of the API's size) measured in the same run; then the web app's weight and Lighthouse
// scores (scripts/bench-web.mjs). A benchmark, not a test: it prints figures only.
//
// While iterating: BENCH_SECONDS (10) per figure, BENCH_DRIVERS (pglite,postgres), BENCH_ONLY (a
// regular expression over the titles: only the matching calls; the ceilings are always measured
// and the web part is skipped), BENCH_CPU_PROF (a folder: the API server writes a V8 CPU profile
// there, for `node --cpu-prof` readers such as Chrome DevTools).
//
// The first webhook deliveries: BENCH_WEBHOOKS (2000) payments paid at the sandbox and not yet
// applied, prepared before the server starts; each request delivers one of them once.
//
// The reminder runner: BENCH_REMINDERS (100 000) schedules due within one minute, the time to
// push them all to a local Web Push service (web-push-testing), per driver.
//
// Then the chats' realtime delivery on PostgreSQL: BENCH_WS_CLIENTS (1000) WebSockets on
// loopback, the time from each POST of an answer to its event on every socket (p50/p99), on one
// instance and, when Redis answers at BENCH_REDIS_URL (redis://127.0.0.1:6379), from an instance
// to sockets of a second one; and the server's memory per idle connection.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';

const { POSTGRES_POOL_SIZE } = await tsImport('../apps/api/src/db/client.ts', import.meta.url);

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// Empty: no API calls (the realtime part alone).
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').filter(Boolean);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const CONNECTIONS = 20;
/** Learners of the reminder runner's figure, all due within the same minute. */
const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 100_000);
/** Fresh payments of the first-delivery webhook figure, each delivered once. */
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 2000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEMO = { email: 'demo@example.com', password: 'demo-password' };
const EXPERT = { email: 'expert@example.com', password: 'expert-password' };
const WS_CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
/** Answers posted per realtime figure; each is timed on every socket. */
const WS_ROUNDS = 20;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The Accept-Encoding of Chromium, the web app's browser. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

let nextPort = 4100 + Math.floor(Math.random() * 500);

/** Starts a process and resolves once it prints `marker`; the child is killed on exit. */
function startProcess(args, env, marker, cwd = process.cwd()) {
  const child = spawn(process.execPath, args, {
    cwd,
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
  // A figure of refusals (a 429, a 401) measures the wrong path.
  if (row.non2xx > 0 || row.errors > 0) {
    console.log(`  WARNING: ${row.non2xx} answers not 2xx, ${row.errors} errors`);
  }
  return row;
}

/** A bare Fastify server of scripts/bench/, measured on its one route. */
async function bare(title, script, env = {}) {
  const port = nextPort++;
  const child = await startProcess([script], { ...env, PORT: String(port) }, 'listening');
  const row = await measure(title, { url: `http://127.0.0.1:${port}/` });
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
  const [, streamId, courseId, demoCourseId] =
    /stream (\d+) course (\d+) demo-course (\d+)/.exec(run.stdout) ?? [];
  if (run.status !== 0 || !streamId) {
    throw new Error(`arranging the large course failed:\n${run.stderr}`);
  }
  return { streamId, courseId, demoCourseId };
}

/** BENCH_WEBHOOKS orders paid at the sandbox provider and not yet applied, in the database the
 * server is about to use (apps/api/test/arrange/bench-webhooks.ts); answers their payment ids. */
function arrangeUnappliedPayments(env) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/arrange/bench-webhooks.ts'],
    {
      env: { ...process.env, ...env, BENCH_WEBHOOKS: String(WEBHOOKS) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const [header, ...ids] = run.stdout.trim().split('\n');
  if (run.status !== 0 || header !== `webhook-payments ${WEBHOOKS}` || ids.length !== WEBHOOKS) {
    throw new Error(`arranging the unapplied payments failed:\n${run.stderr}`);
  }
  return ids;
}

/** Adds the 10 000 generated courses in ru, en and es to the demo brand's catalogue of the
 * database the server is about to use (apps/api/test/arrange/bench-catalog.ts). */
function arrangeCatalog(env) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/arrange/bench-catalog.ts'],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0 || !/catalog \d+/.test(run.stdout)) {
    throw new Error(`arranging the catalogue failed:\n${run.stderr}`);
  }
}

/** The Authorization header of a demo account. */
async function signIn(base, account) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { data } = await response.json();
  // The signed-in calls carry what Chromium sends: answers from 1 KB travel compressed.
  return { authorization: `Bearer ${data.token}`, 'accept-encoding': ACCEPT_ENCODING };
}

/** An open chat of the demo learner that the demo expert answers: one of the expert's queue (the
 * seed assigns the expert to the demo courses, not to the benchmark's own course), so neither
 * side's send measures a 404. */
async function expertChatOf(base, learnerHeaders, expertHeaders) {
  const chats = await (await fetch(`${base}/chats`, { headers: learnerHeaders })).json();
  const answered = new Set(
    (
      await (await fetch(`${base}/expert/chats?per-page=100`, { headers: expertHeaders })).json()
    ).map((one) => one.id),
  );
  const chat = chats.find(
    (one) => one.isExpertMessageEnable && !one.isLocked && answered.has(one.id),
  );
  if (!chat) throw new Error('the demo learner has no open chat that the demo expert answers');
  return chat.id;
}

/** p-th percentile (0-100) of sorted numbers. */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A process's resident memory in bytes (Linux). */
function residentBytes(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** `count` signed-in sockets of the learner on `url`, opened 100 at a time; each keeps the
 * chat's event number when it signed in and the arrival time of every event, by number. */
async function openSockets(url, token, chatId, count) {
  const sockets = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, () => {
      const socket = new WebSocket(url);
      const arrivals = new Map();
      const opened = { socket, arrivals, head: 0, closedWith: undefined };
      socket.on('close', (code) => {
        opened.closedWith = code;
      });
      return new Promise((resolve, reject) => {
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
        socket.on('message', (data) => {
          const frame = JSON.parse(data.toString());
          if (frame.type === 'ready') {
            opened.head = frame.heads[chatId] ?? 0;
            resolve(opened);
          }
          if (frame.type === 'event') arrivals.set(frame.seq, performance.now());
        });
        socket.on('error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Posts WS_ROUNDS answers one after another, each once every socket has the previous one,
 * and answers every socket's delay from each POST's start to its event. Nothing else writes in
 * the chat, so each answer is the chat's next event. */
async function timeDeliveries(sockets, postAnswer) {
  const delays = [];
  const first = sockets[0];
  for (let round = 0; round < WS_ROUNDS; round += 1) {
    const seq = Math.max(first.head, ...first.arrivals.keys()) + 1;
    const sentAt = performance.now();
    await postAnswer(round);
    const deadline = Date.now() + 10_000;
    while (sockets.some(({ arrivals }) => !arrivals.has(seq)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const missing = sockets.filter(({ arrivals }) => !arrivals.has(seq)).length;
    if (missing > 0)
      console.log(`  answer ${round} (event ${seq}): ${missing} sockets had none in 10 s`);
    for (const { arrivals } of sockets) {
      delays.push(arrivals.has(seq) ? arrivals.get(seq) - sentAt : Number.POSITIVE_INFINITY);
    }
  }
  return delays.sort((a, b) => a - b);
}

/** Realtime delivery on PostgreSQL: sockets on instance `to`, answers posted through `from`
 * (the same one, or another sharing Redis). */
async function measureRealtime() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-ws-'));
  const database = await freshPostgresDatabase();
  const redisUp = await new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 })
    .connect()
    .then(() => true)
    .catch(() => false);
  const started = [];
  /** An API server on the database; the second one finds it seeded. */
  const instance = async (withRedis) => {
    const env = serverEnv(dataDir, database, {
      ...(withRedis ? { REDIS_URL } : {}),
      ...(started.length > 0 ? { SEED_DEMO: 'false' } : {}),
    });
    const port = env.PORT;
    const child = await startProcess(['dist/server.mjs'], env, 'http://', 'apps/api');
    started.push(child);
    return {
      child,
      base: `http://127.0.0.1:${port}/spa/api/v1`,
      ws: `ws://127.0.0.1:${port}/spa/realtime`,
    };
  };
  const rows = [];
  try {
    const one = await instance(redisUp);
    const learner = await signIn(one.base, DEMO);
    const expert = await signIn(one.base, EXPERT);
    const chatId = await expertChatOf(one.base, learner, expert);
    const token = learner.authorization.slice('Bearer '.length);
    const answerThrough = (base) => async (round) => {
      const response = await fetch(`${base}/expert/chats/${chatId}/messages`, {
        method: 'POST',
        headers: { ...expert, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `Realtime round ${round}` }),
      });
      if (!response.ok) throw new Error(`answer ${round}: ${response.status}`);
    };
    const figure = async (title, sockets, post) => {
      const delays = await timeDeliveries(sockets, post);
      const lost = delays.filter((delay) => !Number.isFinite(delay)).length;
      const closes = sockets.flatMap(({ closedWith }) => (closedWith ? [closedWith] : []));
      if (closes.length > 0) console.log(`  sockets closed by the server: ${closes.join(', ')}`);
      const row = {
        title: `${title}, ${sockets.length} sockets`,
        'p50 ms': Math.round(percentile(delays, 50) * 10) / 10,
        'p99 ms': Math.round(percentile(delays, 99) * 10) / 10,
        deliveries: delays.length - lost,
        lost,
      };
      console.log(
        `  ${row.title}: p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms, ${row.deliveries} deliveries, ${lost} lost`,
      );
      rows.push(row);
    };

    const idleBefore = residentBytes(one.child.pid);
    const sockets = await openSockets(one.ws, token, chatId, WS_CLIENTS);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const perSocket = (residentBytes(one.child.pid) - idleBefore) / WS_CLIENTS;
    console.log(`  memory per idle connection: ${Math.round(perSocket / 1024)} KiB (server RSS)`);
    rows.push({
      title: 'memory per idle connection (server RSS)',
      kib: Math.round(perSocket / 1024),
    });
    await figure('POST → event, one instance', sockets, answerThrough(one.base));
    if (redisUp) {
      const two = await instance(true);
      const remote = await openSockets(two.ws, token, chatId, WS_CLIENTS);
      await figure('POST on A → event on B through Redis', remote, answerThrough(one.base));
      for (const { socket } of remote) socket.terminate();
    } else {
      console.log(`  (no Redis at ${REDIS_URL}: the two-instance figure is skipped)`);
    }
    for (const { socket } of sockets) socket.terminate();
  } finally {
    for (const child of started) await stop(child);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** The API's calls on a fresh database of the driver, removed afterwards even on a failure. */
async function api(driver) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const database = driver === 'postgres' ? await freshPostgresDatabase() : undefined;
  try {
    return await measureApi(driver, dataDir, database);
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The environment of an API server on the next port, as `npm start` runs it. */
function serverEnv(dataDir, database, extra = {}) {
  return {
    PORT: String(nextPort++),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extra,
  };
}

/** The sandbox provider's key in the benchmark, so the webhook figure can sign its deliveries. */
const SANDBOX_SECRET = randomBytes(32).toString('hex');

/** A sandbox webhook of a payment the demo learner made and paid (its first delivery, by the
 * sandbox over HTTP, applied it): each request verifies the signature, re-reads the payment from
 * the provider and finds the change stored (the repeated-delivery path, which a provider's
 * retries take). Undefined when the demo learner has no stopped or ended course to buy. */
async function paidWebhook(base, root, headers) {
  const streams = await (await fetch(`${base}/user-course-streams`, { headers })).json();
  const stopped = streams.find((stream) => ['stopped', 'ended'].includes(stream.status));
  if (!stopped) return undefined;
  const started = await fetch(`${base}/checkout/stream/${stopped.id}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotency_key: randomBytes(8).toString('hex') }),
  });
  const paymentId = /pay_[0-9a-f]{32}/.exec((await started.json()).confirmation_url)?.[0];
  await fetch(`${base}/sandbox-checkout/${paymentId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: 'succeeds' }),
  });
  return { url: `${root}/payments/webhooks/sandbox`, method: 'POST', ...sandboxWebhook(paymentId) };
}

/** The sandbox's webhook of `paymentId`, signed as the provider signs it. */
function sandboxWebhook(paymentId) {
  const event = 'payment.succeeded';
  return {
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', SANDBOX_SECRET)
        .update(`${event}:${paymentId}`)
        .digest('hex'),
    },
    body: JSON.stringify({ type: 'notification', event, object: { id: paymentId } }),
  };
}

/** Each request the first delivery of another prepared payment (exactly one request each): it
 * verifies the signature, re-reads the payment, stores the event, marks the order paid and opens
 * its stream. Counts the answers that say `applied`, so a delivery that found its change already
 * stored cannot pass for one. */
function firstDeliveries(root, paymentIds) {
  let next = 0;
  const outcome = { applied: 0 };
  return {
    outcome,
    options: {
      url: `${root}/payments/webhooks/sandbox`,
      method: 'POST',
      amount: paymentIds.length,
      requests: [
        {
          setupRequest(request) {
            const paymentId = paymentIds[next];
            next += 1;
            return { ...request, ...sandboxWebhook(paymentId) };
          },
          onResponse(status, body) {
            if (status === 200 && JSON.parse(body).outcome === 'applied') outcome.applied += 1;
          },
        },
      ],
    },
  };
}

async function measureApi(driver, dataDir, database) {
  const env = serverEnv(dataDir, database, { PAYMENTS_SANDBOX_SECRET: SANDBOX_SECRET });
  const port = env.PORT;
  const { streamId, courseId, demoCourseId } = arrangeLargeCourse(env);
  arrangeCatalog(env);
  const firstDeliveryTitle = `POST /payments/webhooks/sandbox, a first delivery (${driver})`;
  const unapplied =
    !ONLY || ONLY.test(firstDeliveryTitle) ? arrangeUnappliedPayments(env) : undefined;
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  // What `npm start` runs: the API bundle, from its folder.
  const child = await startProcess([...profile, 'dist/server.mjs'], env, 'http://', 'apps/api');
  const base = `http://127.0.0.1:${port}/spa/api/v1`;
  const login = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  };
  const headers = await signIn(base, DEMO);
  let newSearch = 0;
  const searchCourses = (textSearch) => ({
    url: `http://127.0.0.1:${port}/spa/v2/course/search`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ textSearch }),
  });
  const expertHeaders = await signIn(base, EXPERT);
  const chatId = await expertChatOf(base, headers, expertHeaders);
  const webhook = await paidWebhook(base, `http://127.0.0.1:${port}`, headers);
  const first = unapplied ? firstDeliveries(`http://127.0.0.1:${port}`, unapplied) : undefined;
  const calls = [
    ['GET /user', { url: `${base}/user`, headers }],
    [
      'GET /user-course-streams?expand=course, 7 streams',
      { url: `${base}/user-course-streams?expand=course`, headers },
    ],
    // Cached per stream for 300 000 ms (spec section 9): after the first call, these are hits.
    [
      'GET …/status?request-all, 120 days × 5 lessons',
      { url: `${base}/user-course-streams/${streamId}/status?request-all=1`, headers },
    ],
    [
      'GET /courses/{id}/stages?expand=requestDays, 21 days',
      { url: `${base}/courses/${demoCourseId}/stages?expand=requestDays`, headers },
    ],
    [
      'GET /courses/{id}/stages?expand=requestDays, 120 days',
      { url: `${base}/courses/${courseId}/stages?expand=requestDays`, headers },
    ],
    ['POST /auth/login', { url: `${base}/auth/login`, ...login }],
    // Over 10 000 generated courses in ru, en and es: a word form (stemmed in its language),
    // a misspelt word (trigram-matched), and the catalogue's first page without text.
    ["POST /course/search 'йогой', 10 000 courses", searchCourses('йогой')],
    ["POST /course/search 'pilatis' (typo), 10 000 courses", searchCourses('pilatis')],
    ['POST /course/search, no text, 10 000 courses', searchCourses('')],
    // The figures above repeat one search, which is cached per catalogue version after the
    // first request; here each request is a search never asked before (a word form and a
    // number the generated titles hold), so every one runs all its statements.
    [
      "POST /course/search 'йогой N', a new text each request, 10 000 courses",
      {
        ...searchCourses(''),
        requests: [
          {
            setupRequest(request) {
              newSearch += 1;
              return { ...request, body: JSON.stringify({ textSearch: `йогой ${newSearch}` }) };
            },
          },
        ],
      },
    ],
    [
      'GET /chats/{id}/messages, a page of 10',
      { url: `${base}/chats/${chatId}/messages?sort=-created_at`, headers },
    ],
    // The points history's first page (20 a page, newest first; the demo learner's entries).
    ['GET /user-score, points history', { url: `${base}/user-score`, headers }],
    // The demo learner's subscriptions with the cancel popup's text in the reader's language.
    [
      'GET /payment-subscription?expand=cancelPopupText',
      { url: `${base}/payment-subscription?expand=cancelPopupText`, headers },
    ],
    ...(webhook ? [['POST /payments/webhooks/sandbox, a repeated delivery', webhook]] : []),
    // BENCH_WEBHOOKS requests, each the first delivery of another payment: it pays an order.
    ...(first ? [['POST /payments/webhooks/sandbox, a first delivery', first.options]] : []),
    // The learner's send: the delay's gate is checked in the send's transaction, and the demo
    // brand's messageDelay is 0 here (bench-course.ts), so every request passes it and stores a
    // message (and its chat event). The expert's answer: no messageDelay holds experts. Last,
    // as they grow the chat.
    [
      'POST /chats/{id}/messages',
      {
        url: `${base}/chats/${chatId}/messages`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Benchmark question' }),
      },
    ],
    [
      'POST /expert/chats/{id}/messages',
      {
        url: `${base}/expert/chats/${chatId}/messages`,
        method: 'POST',
        headers: { ...expertHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Benchmark answer' }),
      },
    ],
  ];
  const rows = [];
  for (const [call, options] of calls) {
    const title = `${call} (${driver})`;
    if (!ONLY || ONLY.test(title)) rows.push({ ...(await measure(title, options)), call, driver });
  }
  if (first && (!ONLY || ONLY.test(firstDeliveryTitle))) {
    const { applied } = first.outcome;
    console.log(`  first deliveries that paid their order: ${applied} of ${WEBHOOKS}`);
    if (applied !== WEBHOOKS) console.log('  WARNING: some deliveries did not apply a payment');
  }
  await stop(child);
  return rows;
}

/** The reminder runner (apps/api/test/arrange/bench-reminders.ts) on a fresh database of the
 * driver: BENCH_REMINDERS (100 000) learners due within one minute, the time to push them all. */
async function measureReminders(driver) {
  const database = driver === 'postgres' ? await freshPostgresDatabase() : undefined;
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/test/arrange/bench-reminders.ts'],
      {
        env: {
          ...process.env,
          BENCH_REMINDERS: String(REMINDERS),
          ...(database ? { DATABASE_URL: database.url } : {}),
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const [, count, sent, seconds] =
      /reminders (\d+) sent (\d+) seconds ([\d.]+)/.exec(run.stdout) ?? [];
    if (run.status !== 0 || !count)
      throw new Error(`the reminder benchmark failed:\n${run.stderr}`);
    const perSecond = Math.round(Number(sent) / Number(seconds));
    return { title: `reminders (${driver})`, count, sent, seconds, perSecond };
  } finally {
    await database?.drop();
  }
}

// The API bundle `npm start` runs (reused while its sources are unchanged).
if (spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed']).status !== 0) {
  throw new Error('the build failed: run node scripts/build.mjs to see why');
}
console.log(`Each figure: ${CONNECTIONS} connections for ${DURATION_S} s on loopback.`);
const hello = await bare('hello-world (bare Fastify)', 'scripts/bench/hello.mjs');
const ceilingDatabase = await freshPostgresDatabase();
const ceiling = await bare(
  `select 1 (bare Fastify, pg pool of ${POSTGRES_POOL_SIZE})`,
  'scripts/bench/select-one.mjs',
  { DATABASE_URL: ceilingDatabase.url, POOL_SIZE: String(POSTGRES_POOL_SIZE) },
);
await ceilingDatabase.drop();
const rows = [hello, ceiling];
for (const driver of DRIVERS) rows.push(...(await api(driver)));

const percent = (row, of) => (of ? `${Math.round((row['req/s'] / of['req/s']) * 100)}%` : '');
const userOf = (driver) => rows.find((row) => row.call === 'GET /user' && row.driver === driver);
console.log(
  '\n| measured | req/s | p50 ms | p99 ms | of select 1 | of GET /user | of hello-world |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  const user = row.driver && row.call !== 'GET /user' ? userOf(row.driver) : undefined;
  console.log(
    `| ${row.title} | ${row['req/s']} | ${row['p50 ms']} | ${row['p99 ms']} | ${percent(row, ceiling)} | ${percent(row, user)} | ${percent(row, hello)} |`,
  );
}
if (!ONLY || ONLY.test('realtime')) {
  console.log(`\nRealtime delivery (PostgreSQL), ${WS_ROUNDS} answers timed on every socket:`);
  const realtime = await measureRealtime();
  console.log('\n| realtime | p50 ms | p99 ms | deliveries | lost |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of realtime.filter((one) => 'p50 ms' in one)) {
    console.log(
      `| ${row.title} | ${row['p50 ms']} | ${row['p99 ms']} | ${row.deliveries} | ${row.lost} |`,
    );
  }
  for (const row of realtime.filter((one) => 'kib' in one))
    console.log(`\n${row.title}: ${row.kib} KiB`);
}
if (!ONLY || ONLY.test('reminder')) {
  console.log(
    `\nReminder runner: ${REMINDERS} schedules due within one minute, pushed to a local Web Push service:`,
  );
  console.log('\n| reminder runner | schedules | received | seconds | per second |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const driver of DRIVERS) {
    const row = await measureReminders(driver);
    console.log(
      `| ${row.title} | ${row.count} | ${row.sent} | ${row.seconds} | ${row.perSecond} |`,
    );
  }
}
// The web app: sign-in route weight, route groups, Lighthouse (scripts/bench-web.mjs).
if (!ONLY) spawnSync(process.execPath, ['scripts/bench-web.mjs'], { stdio: 'inherit' });
process.exit(0);
