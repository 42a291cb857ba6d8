import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DayStreak, Schedule } from '@platform/contracts/reminders';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildFinishedDay } from '../../../test/factories/reminders';
import { buildUser } from '../../../test/factories/users';
import { startPushService } from '../../../test/helpers/push-service';
import { startSmtpServer } from '../../../test/helpers/smtp-server';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { createContext } from '../../bootstrap';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { pushSubscriptions, pushVapidKeys, reminderDeliveries } from '../../db/schema/reminders';
import { listJobs } from '../../jobs/jobs.repository';
import { createJobRunner } from '../../jobs/runner';
import { reminderJob } from './reminder.job';

type Auth = Record<string, string>;

/** A database that outlives its connections, as a server's does across restarts: a PGlite data
 * folder, or a new database on the PostgreSQL server of TEST_DATABASE_URL. */
async function restartableDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const folder = await mkdtemp(join(tmpdir(), 'api-db-'));
    return {
      open: () => openDatabase({ dataDir: join(folder, 'db') }),
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }
  const name = `t_restart_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.toString() }),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

describe('reminders', () => {
  // Friday 2026-03-27, 07:00 in Berlin (UTC+1); Berlin moves to UTC+2 on Sunday the 29th.
  const clock = testClock(new Date('2026-03-27T06:00:00Z'));
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const quiet = { error: () => {} };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    push = await startPushService();
    t = await createTestApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://learn.example.com' },
      { clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
    await smtp?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url: `/spa/api/v1${url}`, headers: auth, payload });
  const putSchedule = (auth: Auth, repeatDays: unknown, lang = 'en') =>
    call('PUT', `/schedule/update?lang=${lang}`, auth, { repeatDays });
  /** A learner in Berlin, in English, with a running stream of a five-day course. */
  const learnerInBerlin = async () => {
    const { user, auth } = await buildUser(t.ctx, {
      timezone: 'Europe/Berlin',
      languageCode: 'en-US',
    });
    const { course, days } = await buildCourse(t.ctx, { daysPerStage: 5 });
    const stream = await buildStream(t.ctx, user.id, course.id);
    return { user, auth, stream, course, days };
  };
  const subscribeBrowser = async (auth: Auth) => {
    const key = await call('GET', '/push/public-key', auth);
    const browser = await push.subscribe(key.json().publicKey);
    const response = await call('POST', '/push/subscriptions', auth, {
      endpoint: browser.endpoint,
      keys: browser.keys,
    });
    expect(response.statusCode, response.body).toBe(204);
    return browser;
  };
  const runners = () =>
    [0, 1].map(() => createJobRunner(t.ctx, { kinds: [reminderJob], log: quiet }));
  const jobOf = async (userId: number) =>
    (await listJobs(t.ctx.db, reminderJob.name)).find((job) => job.key === `user:${userId}`);
  /** Moves the test clock to an instant. */
  const moveTo = (iso: string) => clock.advance((Date.parse(iso) - clock.now().getTime()) / 1000);

  describe('GET /schedule and PUT /schedule/update', () => {
    it('answers an empty schedule at first, in the default zone without a profile zone', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await call('GET', '/schedule', auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        repeatDays: {},
        timezone: 'Europe/Moscow',
        nextReminderAt: null,
        enabled: true,
      });
    });

    it('saves weekdays with sorted times, answers the next reminder in the learner zone, and shows it after', async () => {
      const { auth, user } = await learnerInBerlin();
      const response = await putSchedule(auth, {
        '6': ['18:30', '08:00', '08:00'],
        '1': ['07:15'],
        '3': [],
      });
      expect(response.statusCode, response.body).toBe(200);
      const saved: Schedule = response.json();
      expect(saved).toEqual({
        repeatDays: { '1': ['07:15'], '6': ['08:00', '18:30'] },
        timezone: 'Europe/Berlin',
        // Saturday 08:00 in Berlin, still UTC+1.
        nextReminderAt: Date.parse('2026-03-28T07:00:00Z') / 1000,
        enabled: true,
      });
      expect((await call('GET', '/schedule', auth)).json()).toEqual(saved);
      expect((await jobOf(user.id))?.runAt.toISOString()).toBe('2026-03-28T07:00:00.000Z');

      // An empty schedule removes the pending reminder.
      const cleared = await putSchedule(auth, {});
      expect(cleared.json().nextReminderAt).toBeNull();
      expect(await jobOf(user.id)).toBeUndefined();
    });

    it('refuses impossible weekdays and times with a 422 naming each, in the language asked', async () => {
      const { auth } = await buildUser(t.ctx);
      const response = await putSchedule(auth, {
        '0': ['08:00'],
        '8': ['08:00'],
        '2': ['24:00', '12:60', '7:30'],
        '4': ['23:30'],
        '5': ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'],
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      const text = JSON.stringify(body);
      expect(text).toContain(
        'The weekday must be a number from 1 (Monday) to 7 (Sunday), not \\"0\\"',
      );
      expect(text).toContain('not \\"8\\"');
      expect(text).toContain('The time \\"24:00\\" is not valid: use HH:MM, from 00:00 to 23:59');
      expect(text).toContain('The time \\"12:60\\" is not valid');
      expect(text).toContain('The time \\"7:30\\" is not valid');
      expect(text).toContain(
        'No reminders are sent from 23:00 to 06:00: choose another time instead of 23:30',
      );
      expect(text).toContain('A day can have at most 6 reminders');
      const russian = await putSchedule(auth, { '9': ['08:00'] }, 'ru');
      expect(russian.statusCode).toBe(422);
      expect(russian.body).toContain(
        'День недели должен быть числом от 1 (понедельник) до 7 (воскресенье)',
      );
      // Nothing was saved.
      expect((await call('GET', '/schedule', auth)).json().repeatDays).toEqual({});
    });

    it('refuses a body of the wrong shape with a 422, never a 500', async () => {
      const { auth } = await buildUser(t.ctx);
      for (const payload of [
        {},
        { repeatDays: ['08:00'] },
        { repeatDays: { '1': '08:00' } },
        { repeatDays: { '1': [8] } },
      ]) {
        const response = await call('PUT', '/schedule/update?lang=en', auth, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      }
    });

    it('asks for sign-in', async () => {
      expect((await call('GET', '/schedule', {})).statusCode).toBe(401);
      expect((await putSchedule({}, { '1': ['08:00'] })).statusCode).toBe(401);
    });
  });

  describe('push devices', () => {
    it('keeps one VAPID key pair, made at start', async () => {
      const rows = await t.ctx.db.select().from(pushVapidKeys);
      expect(rows).toHaveLength(1);
      const { auth } = await buildUser(t.ctx);
      const key = (await call('GET', '/push/public-key', auth)).json();
      expect(key).toEqual({ publicKey: rows[0]?.publicKey });
    });

    it('keeps the key pair across a restart: a new server on the same database answers the same public key', async () => {
      const database = await restartableDatabase();
      const dataDir = await mkdtemp(join(tmpdir(), 'api-restart-'));
      /** Starts the app as a server process does (its own connection, migrations, push setup
       * on a database object never seen before), reads its public key, and stops it. */
      const publicKeyOfAStart = async () => {
        const handle = database.open();
        await handle.migrate();
        const context = createContext(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), handle);
        const app = await buildApp(context.ctx);
        try {
          await app.ready();
          const { auth } = await buildUser(context.ctx);
          const response = await app.inject({
            method: 'GET',
            url: '/spa/api/v1/push/public-key',
            headers: auth,
          });
          expect(response.statusCode).toBe(200);
          const keys = await handle.db.select().from(pushVapidKeys);
          return { publicKey: response.json().publicKey as string, keys };
        } finally {
          await app.close();
          await context.close();
          await handle.close();
        }
      };
      try {
        const first = await publicKeyOfAStart();
        expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
        const second = await publicKeyOfAStart();
        expect(second.publicKey).toBe(first.publicKey);
        // The same stored pair, not a new one written over it.
        expect(second.keys).toEqual(first.keys);
        expect(second.keys).toHaveLength(1);
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
      // Two starts, each opening and migrating a database of its own connection.
    }, 120_000);

    it('registers a browser under the signed-in learner, moves it to the next one signing in on it, and forgets it on sign-out', async () => {
      const first = await buildUser(t.ctx);
      const second = await buildUser(t.ctx);
      const browser = await subscribeBrowser(first.auth);
      const owner = async () =>
        (
          await t.ctx.db
            .select({ userId: pushSubscriptions.userId })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, browser.endpoint))
        )[0]?.userId;
      expect(await owner()).toBe(first.user.id);
      await subscribeBrowser(second.auth).then(async () => {
        const moved = await call('POST', '/push/subscriptions', second.auth, {
          endpoint: browser.endpoint,
          keys: browser.keys,
        });
        expect(moved.statusCode).toBe(204);
      });
      expect(await owner()).toBe(second.user.id);
      // The first learner cannot remove what is no longer theirs.
      const foreign = await call('POST', '/push/subscriptions/delete', first.auth, {
        endpoint: browser.endpoint,
      });
      expect(foreign.statusCode).toBe(204);
      expect(await owner()).toBe(second.user.id);
      const own = await call('POST', '/push/subscriptions/delete', second.auth, {
        endpoint: browser.endpoint,
      });
      expect(own.statusCode).toBe(204);
      expect(await owner()).toBeUndefined();
    });

    it('refuses a subscription without keys or with a non-HTTP endpoint', async () => {
      const { auth } = await buildUser(t.ctx);
      const noKeys = await call('POST', '/push/subscriptions', auth, {
        endpoint: 'https://push.example.com/x',
      });
      expect(noKeys.statusCode).toBe(422);
      const badEndpoint = await call('POST', '/push/subscriptions', auth, {
        endpoint: 'javascript:alert(1)',
        keys: { p256dh: 'abc', auth: 'def' },
      });
      expect(badEndpoint.statusCode).toBe(422);
    });
  });

  describe('delivery', () => {
    it('pushes a due reminder once when two instances run the job, then schedules the next one', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth, user, stream, course } = await learnerInBerlin();
      const browser = await subscribeBrowser(auth);
      await putSchedule(auth, { '5': ['08:00'], '6': ['08:00'], '1': ['08:00'] });
      const [a, b] = runners();
      await Promise.all([a?.drain(), b?.drain()]);
      expect(await push.received(browser.clientHash)).toEqual([]);

      moveTo('2026-03-27T07:00:00Z');
      await Promise.all([a?.drain(), b?.drain()]);
      expect(await push.received(browser.clientHash)).toEqual([
        {
          title: 'Time to study',
          body: `Continue the course "${course.title}"`,
          url: `https://learn.example.com/course/${stream.id}/calendar`,
          tag: `reminder-${stream.id}`,
        },
      ]);
      // Saturday 08:00 is still UTC+1; Monday 08:00 is after the change, UTC+2.
      expect((await jobOf(user.id))?.runAt.toISOString()).toBe('2026-03-28T07:00:00.000Z');
      moveTo('2026-03-28T07:00:00Z');
      await Promise.all([a?.drain(), b?.drain()]);
      expect(await push.received(browser.clientHash)).toHaveLength(2);
      expect((await jobOf(user.id))?.runAt.toISOString()).toBe('2026-03-30T06:00:00.000Z');
      moveTo('2026-03-30T06:00:00Z');
      await Promise.all([a?.drain(), b?.drain()]);
      expect(await push.received(browser.clientHash)).toHaveLength(3);
    });

    it('sends nothing on a day the learner already studied, and one reminder a day per stream', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const studied = await learnerInBerlin();
      const idle = await learnerInBerlin();
      const studiedBrowser = await subscribeBrowser(studied.auth);
      const idleBrowser = await subscribeBrowser(idle.auth);
      for (const learner of [studied, idle])
        await putSchedule(learner.auth, { '5': ['09:00', '12:00'] });
      const day = studied.days[0];
      if (!day) throw new Error('no day');
      // 07:30 in Berlin: the same local day, before the reminder.
      await buildFinishedDay(t.ctx, studied.stream.id, day.id, new Date('2026-03-27T06:30:00Z'));
      const [runner] = runners();
      moveTo('2026-03-27T08:00:00Z');
      await runner?.drain();
      moveTo('2026-03-27T11:00:00Z');
      await runner?.drain();
      expect(await push.received(studiedBrowser.clientHash)).toEqual([]);
      // 09:00 sent; 12:00 the same day is not a second one.
      expect(await push.received(idleBrowser.clientHash)).toHaveLength(1);
      const deliveries = await t.ctx.db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.streamId, idle.stream.id));
      expect(deliveries).toEqual([
        expect.objectContaining({ localDate: '2026-03-27', channel: 'push' }),
      ]);
    });

    it('removes subscriptions the push service calls gone (410, 404) and e-mails instead', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth, user, stream } = await learnerInBerlin();
      const expired = await subscribeBrowser(auth);
      await push.expire(expired.clientHash);
      // An endpoint the push service does not know at all answers 404.
      const unknown = await call('POST', '/push/subscriptions', auth, {
        endpoint: `${push.base}/no-such-subscription/1`,
        keys: expired.keys,
      });
      expect(unknown.statusCode).toBe(204);
      await putSchedule(auth, { '5': ['10:00'] });
      moveTo('2026-03-27T09:00:00Z');
      const before = smtp.received.length;
      await runners()[0]?.drain();
      const left = await t.ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id));
      expect(left).toEqual([]);
      const mails = smtp.received.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.to).toEqual([user.email]);
      const text = mails[0]?.raw.replace(/=\r?\n/g, '') ?? '';
      expect(text).toContain('Subject: =?UTF-8?Q?Time_to_study');
      expect(text).toContain('Hello! You asked us to remind you to study. Continue the course');
      expect(text).toContain(`https://learn.example.com/course/${stream.id}/calendar`);
      const [delivery] = await t.ctx.db
        .select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.streamId, stream.id));
      expect(delivery?.channel).toBe('mail');
    });

    it('stops pushing to a browser once its session signs out (the push external user id goes), and e-mails instead', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth, user } = await learnerInBerlin();
      const browser = await subscribeBrowser(auth);
      await putSchedule(auth, { '5': ['10:30'] });
      const logout = await call('POST', '/auth/logout', auth);
      expect(logout.statusCode).toBe(200);
      moveTo('2026-03-27T09:30:00Z');
      const before = smtp.received.length;
      await runners()[0]?.drain();
      expect(await push.received(browser.clientHash)).toEqual([]);
      expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([[user.email]]);
    });

    it('e-mails a learner with no browser registered', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth, user } = await learnerInBerlin();
      await putSchedule(auth, { '5': ['11:00'] });
      moveTo('2026-03-27T10:00:00Z');
      const before = smtp.received.length;
      await runners()[0]?.drain();
      expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([[user.email]]);
    });

    it('skips a reminder found more than 30 minutes late (the servers were down) and keeps the schedule', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth, user } = await learnerInBerlin();
      const browser = await subscribeBrowser(auth);
      await putSchedule(auth, { '5': ['08:00'], '6': ['08:00'] });
      moveTo('2026-03-27T07:31:00Z');
      await runners()[0]?.drain();
      expect(await push.received(browser.clientHash)).toEqual([]);
      expect((await jobOf(user.id))?.runAt.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    });

    it('sends a reminder found less late than that', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth } = await learnerInBerlin();
      const browser = await subscribeBrowser(auth);
      await putSchedule(auth, { '5': ['08:00'] });
      moveTo('2026-03-27T07:29:00Z');
      await runners()[0]?.drain();
      expect(await push.received(browser.clientHash)).toHaveLength(1);
    });
  });

  describe('a push service that fails', () => {
    it('gives the reminder back and sends it at the retry, 30 s later', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const { auth, user, stream } = await learnerInBerlin();
      // A push service that answers 503 once, then accepts.
      let requests = 0;
      const flaky = createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          requests++;
          response.writeHead(requests === 1 ? 503 : 201).end();
        });
      });
      await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = flaky.address() as AddressInfo;
        const key = await call('GET', '/push/public-key', auth);
        const { keys } = await push.subscribe(key.json().publicKey);
        const registered = await call('POST', '/push/subscriptions', auth, {
          endpoint: `http://127.0.0.1:${port}/push/1`,
          keys,
        });
        expect(registered.statusCode).toBe(204);
        await putSchedule(auth, { '5': ['16:00'] });
        const deliveries = () =>
          t.ctx.db
            .select()
            .from(reminderDeliveries)
            .where(eq(reminderDeliveries.streamId, stream.id));
        const [runner] = runners();
        moveTo('2026-03-27T15:00:00Z');
        await runner?.drain();
        expect(requests).toBe(1);
        expect(await deliveries()).toEqual([]);
        moveTo('2026-03-27T15:00:30Z');
        await runner?.drain();
        expect(requests).toBe(2);
        expect(await deliveries()).toEqual([
          expect.objectContaining({ localDate: '2026-03-27', channel: 'push' }),
        ]);
        // Next Friday 16:00 in Berlin, by then UTC+2.
        expect((await jobOf(user.id))?.runAt.toISOString()).toBe('2026-04-03T14:00:00.000Z');
      } finally {
        await new Promise((resolve) => flaky.close(resolve));
      }
    });
  });

  describe('a batch of reminders', () => {
    /** Learners due at a Friday time in Berlin: some with a browser, some whose browser is gone
     * (mailed instead, the subscription removed), some with none (mailed). */
    const arrange = async (time: string, counts: { push: number; gone: number; mail: number }) => {
      const pushed: string[] = [];
      const mailed: string[] = [];
      const goneUsers: number[] = [];
      for (let n = 0; n < counts.push + counts.gone + counts.mail; n++) {
        const { auth, user } = await learnerInBerlin();
        if (n < counts.push + counts.gone) {
          const browser = await subscribeBrowser(auth);
          if (n < counts.push) pushed.push(browser.clientHash);
          else {
            await push.expire(browser.clientHash);
            goneUsers.push(user.id);
          }
        }
        if (n >= counts.push) mailed.push(user.email ?? '');
        await putSchedule(auth, { '5': [time] });
      }
      return { pushed, mailed, goneUsers };
    };
    /** Runs what is due at an instant; answers the SQL statements it took. */
    const statementsAt = async (iso: string) => {
      moveTo(iso);
      t.queries.length = 0;
      await runners()[0]?.drain();
      return t.queries.length;
    };

    it('costs the same few statements for 3 learners as for 7, and delivers every one', async () => {
      moveTo('2026-03-27T06:00:00Z');
      const small = await arrange('14:00', { push: 1, gone: 1, mail: 1 });
      const large = await arrange('15:00', { push: 3, gone: 2, mail: 2 });
      const mailsBefore = smtp.received.length;
      const smallStatements = await statementsAt('2026-03-27T13:00:00Z');
      const largeStatements = await statementsAt('2026-03-27T14:00:00Z');
      // Claim, learners, studies, streams, browsers, deliveries taken, gone browsers removed,
      // channels changed to mail, outcomes recorded, and the empty claim that ends the drain.
      expect(smallStatements).toBe(10);
      expect(largeStatements).toBe(smallStatements);

      for (const clientHash of [...small.pushed, ...large.pushed])
        expect(await push.received(clientHash)).toHaveLength(1);
      expect(
        smtp.received
          .slice(mailsBefore)
          .map((mail) => mail.to[0])
          .sort(),
      ).toEqual([...small.mailed, ...large.mailed].sort());
      for (const userId of [...small.goneUsers, ...large.goneUsers]) {
        const left = await t.ctx.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId));
        expect(left).toEqual([]);
        // Next Friday, 14:00 or 15:00 in Berlin (UTC+2 by then).
        expect((await jobOf(userId))?.runAt.getUTCDay()).toBe(5);
      }
    });
  });

  describe('GET /streak', () => {
    it('counts local days with a finished day, forgiving one missed day a week', async () => {
      moveTo('2026-03-27T12:00:00Z');
      const { auth, stream, days } = await learnerInBerlin();
      // Local Berlin days: the 23rd (23:30 local is 22:30Z), the 24th, the 26th and today.
      const finished = [
        '2026-03-23T22:30:00Z',
        '2026-03-24T10:00:00Z',
        '2026-03-26T10:00:00Z',
        '2026-03-27T09:00:00Z',
      ];
      for (const [index, at] of finished.entries()) {
        const day = days[index];
        if (day) await buildFinishedDay(t.ctx, stream.id, day.id, new Date(at));
      }
      const response = await call('GET', '/streak', auth);
      expect(response.statusCode).toBe(200);
      const streak: DayStreak = response.json();
      expect(streak).toEqual({ days: 4, studiedToday: true, forgivenDates: ['2026-03-25'] });
    });

    it('is zero for a learner who has not studied', async () => {
      const { auth } = await buildUser(t.ctx);
      expect((await call('GET', '/streak', auth)).json()).toEqual({
        days: 0,
        studiedToday: false,
        forgivenDates: [],
      });
    });
  });
});
