import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { createContext } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { jobs } from '../../src/db/schema/jobs';
import { pushSubscriptions, reminderSchedules } from '../../src/db/schema/reminders';
import { userCourseStreams } from '../../src/db/schema/streams';
import { sessions, users } from '../../src/db/schema/users';
import { createJobRunner } from '../../src/jobs/runner';
import { pushSetup } from '../../src/modules/reminders/push.service';
import { reminderJob } from '../../src/modules/reminders/reminder.job';
import { buildBrand } from '../factories/brands';
import { buildCourse } from '../factories/learning';

/**
 * The reminder runner's benchmark (scripts/bench.mjs): BENCH_REMINDERS (100 000) learners, each
 * with a browser subscribed at a local Web Push service (web-push-testing, in a process of its
 * own: in this one PGlite's work would starve it) and a schedule due within the same minute; the time for the job runner to send them all, and how many
 * the push service received and decrypted. DATABASE_URL: an empty PostgreSQL database, else
 * in-memory PGlite. Prints `reminders <count> sent <received> seconds <s>`.
 * Usage: tsx apps/api/test/arrange/bench-reminders.ts
 */
const COUNT = Number(process.env.BENCH_REMINDERS ?? 100_000);
const CHUNK = 1000;
// Wednesday 2026-03-25, 09:00 UTC: every learner's reminder; the run starts 30 s later.
const DUE = new Date('2026-03-25T09:00:00Z');
const NOW = new Date(DUE.getTime() + 30_000);

const require = createRequire(import.meta.url);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

const database = openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
const { ctx } = createContext(config, database, { clock: { now: () => NOW } });

// The push service in its own process; it decrypts each push and checks its VAPID signature.
const port = await freePort();
const service = spawn(
  process.execPath,
  [require.resolve('web-push-testing/src/bin/server.js'), String(port)],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
process.on('exit', () => service.kill());
await new Promise<void>((resolve) => {
  service.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Server running')) resolve();
  });
});
const pushService = `http://localhost:${port}`;
const post = async <T>(path: string, body: unknown): Promise<T> => {
  const response = await fetch(`${pushService}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
};
type Browser = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
const { publicKey } = (await pushSetup(ctx)).keys;
const clientHashes: string[] = [];

const brand = await buildBrand(ctx);
const { course } = await buildCourse(ctx, { daysPerStage: 1, lessonsPerSet: 1 });
const indexes = Array.from({ length: COUNT }, (_, index) => index);
for (const part of chunks(indexes)) {
  const people = await ctx.db
    .insert(users)
    .values(
      part.map((index) => ({
        brandId: brand.id,
        email: `bench-reminder-${index}@example.com`,
        timezone: 'UTC',
        languageCode: 'en-US',
        status: 40,
      })),
    )
    .returning({ id: users.id });
  const signedIn = await ctx.db
    .insert(sessions)
    .values(
      people.map(({ id }) => ({
        userId: id,
        tokenHash: randomBytes(16).toString('hex'),
        expiresAt: new Date(NOW.getTime() + 86_400_000),
      })),
    )
    .returning({ id: sessions.id, userId: sessions.userId });
  await ctx.db.insert(userCourseStreams).values(
    people.map(({ id }) => ({
      userId: id,
      courseId: course.id,
      startDate: new Date(NOW.getTime() - 86_400_000),
      endDate: new Date(NOW.getTime() + 30 * 86_400_000),
    })),
  );
  await ctx.db
    .insert(reminderSchedules)
    .values(people.map(({ id }) => ({ userId: id, repeatDays: { '3': ['09:00'] } })));
  const browsers: Browser[] = [];
  for (let start = 0; start < signedIn.length; start += 50) {
    const some = signedIn.slice(start, start + 50);
    browsers.push(
      ...(await Promise.all(
        some.map(() => post<Browser>('/subscribe', { applicationServerKey: publicKey })),
      )),
    );
  }
  clientHashes.push(...browsers.map((browser) => browser.clientHash));
  await ctx.db.insert(pushSubscriptions).values(
    signedIn.map((session, index) => ({
      userId: session.userId,
      sessionId: session.id,
      endpoint: browsers[index]?.endpoint ?? '',
      p256dh: browsers[index]?.keys.p256dh ?? '',
      auth: browsers[index]?.keys.auth ?? '',
    })),
  );
  await ctx.db.insert(jobs).values(
    people.map(({ id }) => ({
      kind: reminderJob.name,
      key: `user:${id}`,
      payload: { userId: id },
      runAt: DUE,
    })),
  );
}

const runner = createJobRunner(ctx, {
  kinds: [reminderJob],
  batchSize: 500,
  concurrency: 25,
  log: { error: (details) => console.error('job failed', details) },
});
const started = performance.now();
await runner.drain();
const seconds = (performance.now() - started) / 1000;
let received = 0;
for (let start = 0; start < clientHashes.length; start += 50) {
  const counts = await Promise.all(
    clientHashes
      .slice(start, start + 50)
      .map(
        async (clientHash) =>
          (await post<{ messages: string[] }>('/get-notifications', { clientHash })).messages
            .length,
      ),
  );
  received += counts.reduce((sum, count) => sum + count, 0);
}
console.log(`reminders ${COUNT} sent ${received} seconds ${seconds.toFixed(1)}`);
service.kill();
await database.close();
process.exit(0);
