import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStream } from '../../test/factories/learning';
import { buildUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { banners } from '../db/schema/banners';
import { brands, domains } from '../db/schema/brands';
import {
  courseDocuments,
  courses,
  homeworks,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDays,
  stages,
  videos,
} from '../db/schema/courses';
import { expertCourses } from '../db/schema/experts';
import { orders } from '../db/schema/orders';
import { userCourseStreamFreezes, userCourseStreams } from '../db/schema/streams';
import { paymentSubscriptionCourses, paymentSubscriptions } from '../db/schema/subscriptions';
import { supportCategories } from '../db/schema/support';
import { users } from '../db/schema/users';
import { addSeconds } from '../lib/clock';
import { MEDIA_DIR } from '../modules/media/media.routes';
import { demoCourseIds } from './courses.seed';
import { seedDemo } from './demo';
import { DEMO_ACCOUNTS } from './users.seed';

const DAY = 24 * 60 * 60;

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const counts = async () => {
    const tables = {
      brands,
      domains,
      supportCategories,
      users,
      orders,
      courses,
      stages,
      stageDays,
      lessonSets,
      lessonSetLessons,
      lessons,
      videos,
      homeworks,
      courseDocuments,
      userCourseStreams,
      userCourseStreamFreezes,
      paymentSubscriptions,
      paymentSubscriptionCourses,
      expertCourses,
      banners,
    };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await t.ctx.db.select({ value: count() }).from(table);
        return [name, row?.value] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  it('seeds once: a second run changes nothing', async () => {
    await seedDemo(t.ctx);
    const first = await counts();
    expect(first).toMatchObject({
      // web (localhost, 127.0.0.1), face (face.localhost) and dev (dev.localhost).
      brands: 3,
      domains: 4,
      supportCategories: 8,
      users: 4,
      orders: 1,
      // The 6 demo course files (5 of web, face-trial of face) and the 19 courses of the demo
      // catalogue alone.
      courses: 25,
      // Including the extensions step's stream ending in 2 days.
      userCourseStreams: 8,
      userCourseStreamFreezes: 1,
      paymentSubscriptions: 1,
      // The subscription covers web's 5 courses; the demo expert reviews all 6.
      paymentSubscriptionCourses: 5,
      expertCourses: 6,
      // apps/api/content/banners/demo.json, through the banner import.
      banners: 5,
    });
    await seedDemo(t.ctx);
    expect(await counts()).toEqual(first);
    const versions = await t.ctx.db.select({ version: courses.version }).from(courses);
    expect(versions.every((row) => row.version === 1)).toBe(true);
  });

  it('the demo accounts sign in and the demo learner has a complete profile and an order', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/spa/api/v1/auth/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
      const { user, token } = response.json().data;
      expect(user.isAdmin).toBe(account.email === 'admin@example.com');
      const [stored] = await t.ctx.db
        .select({ isExpert: users.isExpert })
        .from(users)
        .where(eq(users.id, user.id));
      expect(stored?.isExpert).toBe(account.role === 'expert');
      if (account.email !== 'demo@example.com') continue;
      expect(user).toMatchObject({ name: 'Anna', last_name: 'Demo', birthday: '17.05.1990' });
      expect(user.status).toBe(40);
      const [order] = await t.ctx.db.select({ id: orders.id }).from(orders);
      const own = await t.app.inject({
        method: 'POST',
        url: `/spa/api/v1/order/${order?.id}?token=${token}`,
      });
      expect(own.json()).toMatchObject({ status: 'paid', amount: 2990, currency: 'RUB' });
    }
  });

  it('assigns the demo expert to every demo course', async () => {
    const rows = await t.ctx.db
      .select({ email: users.email, course: courses.importKey })
      .from(expertCourses)
      .innerJoin(users, eq(users.id, expertCourses.expertUserId))
      .innerJoin(courses, eq(courses.id, expertCourses.courseId));
    const all = [...(await demoCourseIds(t.ctx.db)).keys()];
    expect(rows.map((row) => row.course).sort()).toEqual(all.sort());
    expect(new Set(rows.map((row) => row.email))).toEqual(new Set(['expert@example.com']));
  });

  it("lets the demo expert review a yoga-basics learner's homework, as the homework journey does", async () => {
    const [web] = await t.ctx.db.select().from(brands).where(eq(brands.appId, 'web'));
    const [yoga] = await t.ctx.db
      .select()
      .from(courses)
      .where(eq(courses.importKey, 'yoga-basics'));
    if (!web || !yoga) throw new Error('the demo brand or course is missing');
    const learner = await buildUser(t.ctx, { brandId: web.id });
    const stream = await buildStream(t.ctx, learner.user.id, yoga.id);
    const base = `/spa/api/v1/user-course-streams/${stream.id}/user-homework`;
    const list = await t.app.inject({ url: `${base}?expand=homework`, headers: learner.auth });
    const goals = list
      .json()
      .find((row: { homework: { kind: string } }) => row.homework.kind === 'message');
    const sent = await t.app.inject({
      method: 'POST',
      url: `${base}/${goals.id}`,
      headers: learner.auth,
      payload: { message: 'Готово' },
    });
    expect(sent.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      payload: { email: 'expert@example.com', password: 'expert-password' },
    });
    const review = await t.app.inject({
      method: 'POST',
      url: `/spa/api/v1/expert/user-homework/${goals.id}/review`,
      headers: { authorization: `Bearer ${login.json().data.token}` },
      payload: { status: 'DONE', comment: 'Отлично' },
    });
    expect(review.statusCode).toBe(200);
    expect(review.json().userHomeworkStatus.status).toBe('DONE');
  });

  it('localhost serves brand web (registration and anonymous sign-in on) in ru, en and es', async () => {
    const domain = await t.app.inject({ method: 'GET', url: '/spa/api/v1/domain-configuration' });
    expect(domain.json().data).toMatchObject({
      appId: 'web',
      default_language: 'ru',
      languages: [{ code: 'ru' }, { code: 'en' }, { code: 'es' }],
    });
    const web = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/external-application-config',
    });
    expect(web.json().data.config).toMatchObject({
      isRegistrationEnable: true,
      isUserAnonAuthEnable: true,
    });
    const dev = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/external-application-config',
      headers: { 'x-app-id': 'dev' },
    });
    expect(dev.json().data.config).toMatchObject({
      isRegistrationEnable: false,
      isUserAnonAuthEnable: false,
      passHomeworkSupportCategoryId: 3,
    });
    const categories = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/support-category?sort=id',
    });
    expect(categories.json().map((category: { id: number }) => category.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 10,
    ]);
  });

  const streamsOf = async (email: string) => {
    const rows = await t.ctx.db
      .select({
        stream: userCourseStreams,
        course: courses.importKey,
        freeze: userCourseStreamFreezes,
      })
      .from(userCourseStreams)
      .innerJoin(users, eq(users.id, userCourseStreams.userId))
      .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
      .leftJoin(userCourseStreamFreezes, eq(userCourseStreamFreezes.streamId, userCourseStreams.id))
      .where(eq(users.email, email))
      .orderBy(userCourseStreams.id);
    return rows;
  };
  const subscriptionsOf = (email: string) =>
    t.ctx.db
      .select({ subscription: paymentSubscriptions, course: courses.importKey })
      .from(paymentSubscriptions)
      .innerJoin(users, eq(users.id, paymentSubscriptions.userId))
      .innerJoin(
        paymentSubscriptionCourses,
        eq(paymentSubscriptionCourses.subscriptionId, paymentSubscriptions.id),
      )
      .innerJoin(courses, eq(courses.id, paymentSubscriptionCourses.courseId))
      .where(eq(users.email, email));

  it('face gives a learner without streams a week of its own trial course; web and dev none', async () => {
    const config = async (appId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/spa/api/v1/external-application-config',
          headers: { 'x-app-id': appId },
        })
      ).json().data.config;
    const face = await config('face');
    expect(face).toMatchObject({ isDemoAccessible: true, demoCourseServiceId: expect.any(Number) });
    expect(face.demoCourseServiceId).toBeGreaterThan(0);
    expect((await config('web')).demoCourseServiceId).toBeNull();
    expect((await config('dev')).demoCourseServiceId).toBe(0);

    const brandOf = async (appId: string) => {
      const [row] = await t.ctx.db.select().from(brands).where(eq(brands.appId, appId));
      if (!row) throw new Error(`no brand ${appId}`);
      return row;
    };
    const learner = await buildUser(t.ctx, { brandId: (await brandOf('face')).id });
    const demo = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/user-course-streams/demo',
      headers: learner.auth,
    });
    expect(demo.statusCode).toBe(201);
    const [stream] = await t.ctx.db
      .select({ stream: userCourseStreams, course: courses.importKey })
      .from(userCourseStreams)
      .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
      .where(eq(userCourseStreams.id, demo.json().id));
    const now = t.clock.now();
    expect(stream).toMatchObject({
      course: 'face-trial',
      stream: {
        isDemo: true,
        courseFullAccess: false,
        startDate: now,
        endDate: addSeconds(now, 7 * DAY),
      },
    });

    const webLearner = await buildUser(t.ctx, { brandId: (await brandOf('web')).id });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/user-course-streams/demo',
      headers: webLearner.auth,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('gives the demo learner a stream in every state, relative to now', async () => {
    const now = t.clock.now();
    const at = (days: number) => addSeconds(now, days * DAY);
    const rows = await streamsOf('demo@example.com');
    const summary = rows.map(({ stream, course, freeze }) => ({
      course,
      startDate: stream.startDate,
      endDate: stream.endDate,
      isDemo: stream.isDemo,
      courseFullAccess: stream.courseFullAccess,
      isOptionalPurchase: stream.isOptionalPurchase,
      freeze: freeze && {
        status: freeze.status,
        startDate: freeze.startDate,
        endDate: freeze.endDate,
      },
    }));
    const common = {
      isDemo: false,
      courseFullAccess: false,
      isOptionalPurchase: false,
      freeze: null,
    };
    expect(summary).toEqual([
      // running, begun three days ago
      { ...common, course: 'yoga-basics', startDate: at(-3), endDate: at(60) },
      // demo access without the full course, from today
      { ...common, course: 'face-fitness', startDate: now, endDate: at(7), isDemo: true },
      // not started yet
      { ...common, course: 'morning-meditation', startDate: at(5), endDate: at(35) },
      // frozen since yesterday for a week
      {
        ...common,
        course: 'healthy-back',
        startDate: at(-10),
        endDate: at(50),
        freeze: { status: 1, startDate: at(-1), endDate: at(7) },
      },
      // ended
      { ...common, course: 'stretching', startDate: at(-90), endDate: at(-30) },
      // open under the subscription
      {
        ...common,
        course: 'stretching',
        startDate: at(-2),
        endDate: at(28),
        isOptionalPurchase: true,
      },
      // ending in 2 days: the course list offers to extend it
      {
        ...common,
        course: 'face-fitness',
        startDate: at(-28),
        endDate: at(2),
        courseFullAccess: true,
      },
    ]);

    const subscription = await subscriptionsOf('demo@example.com');
    expect(subscription.map((row) => row.course).sort()).toEqual([
      'face-fitness',
      'healthy-back',
      'morning-meditation',
      'stretching',
      'yoga-basics',
    ]);
    expect(subscription[0]?.subscription).toMatchObject({
      title: 'Подписка на все курсы',
      status: 'active',
      courseServiceType: 'main_subscription',
    });
  });

  it('gives the second learner an optional-purchase stream that no subscription opens', async () => {
    const rows = await streamsOf('demo2@example.com');
    expect(rows.map(({ stream, course }) => [course, stream.isOptionalPurchase])).toEqual([
      ['stretching', true],
    ]);
    expect(await subscriptionsOf('demo2@example.com')).toEqual([]);
  });

  it('the yoga course has three weeks of seven days, each ending in a rest day', async () => {
    const [yoga] = await t.ctx.db
      .select()
      .from(courses)
      .where(eq(courses.importKey, 'yoga-basics'));
    if (!yoga) throw new Error('no yoga course');
    const days = await t.ctx.db
      .select({ stage: stages.sort, day: stageDays })
      .from(stageDays)
      .innerJoin(stages, eq(stages.id, stageDays.stageId))
      .where(eq(stages.courseId, yoga.id))
      .orderBy(stages.sort, stageDays.dayNumber);
    expect(days.map((row) => row.stage)).toEqual(
      [...Array(21)].map((_, index) => Math.floor(index / 7)),
    );
    expect(days.filter((row) => row.day.dayOfRest).map((row) => row.day.dayNumber)).toEqual([
      7, 14, 21,
    ]);

    const placed = await t.ctx.db
      .select({ dayId: lessonSets.dayId, setId: lessonSets.id, title: lessons.title })
      .from(lessonSetLessons)
      .innerJoin(lessonSets, eq(lessonSets.id, lessonSetLessons.lessonSetId))
      .innerJoin(lessons, eq(lessons.id, lessonSetLessons.lessonId))
      .where(eq(lessons.courseId, yoga.id));
    for (const { day } of days.filter((row) => !row.day.dayOfRest)) {
      const ofDay = placed.filter((row) => row.dayId === day.id);
      const sets = new Set(ofDay.map((row) => row.setId));
      expect(sets.size).toBeGreaterThanOrEqual(2);
      expect(sets.size).toBeLessThanOrEqual(3);
      for (const set of sets) {
        const size = ofDay.filter((row) => row.setId === set).length;
        expect(size).toBeGreaterThanOrEqual(1);
        expect(size).toBeLessThanOrEqual(3);
      }
    }
    for (const marker of ['(разбор)', '(исполнение)', '(теория)']) {
      expect(placed.some((row) => row.title.endsWith(marker))).toBe(true);
    }

    const homeworkRows = await t.ctx.db
      .select()
      .from(homeworks)
      .where(eq(homeworks.courseId, yoga.id));
    const dayKinds = homeworkRows.filter((row) => row.targetType === 'stage_day_homework');
    expect(new Set(dayKinds.map((row) => row.kind))).toEqual(
      new Set(['message', 'file', 'exercise']),
    );
    expect(homeworkRows.some((row) => row.targetType === 'course_stage_homework')).toBe(true);

    const documents = await t.ctx.db
      .select()
      .from(courseDocuments)
      .where(eq(courseDocuments.courseId, yoga.id));
    expect(documents.map((row) => [Boolean(row.url), Boolean(row.file)])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it('the trial course opens some days and homework in demo streams and others by delay', async () => {
    const [trial] = await t.ctx.db
      .select()
      .from(courses)
      .where(eq(courses.importKey, 'face-fitness'));
    if (!trial) throw new Error('no face-fitness course');
    const days = await t.ctx.db
      .select({ day: stageDays })
      .from(stageDays)
      .innerJoin(stages, eq(stages.id, stageDays.stageId))
      .where(eq(stages.courseId, trial.id));
    expect(days.some((row) => row.day.isDemoAccessible)).toBe(true);
    expect(days.some((row) => !row.day.isDemoAccessible)).toBe(true);
    expect(days.some((row) => (row.day.openDelayDays ?? 0) > 0)).toBe(true);
    const homeworkRows = await t.ctx.db
      .select()
      .from(homeworks)
      .where(eq(homeworks.courseId, trial.id));
    expect(new Set(homeworkRows.map((row) => row.isDemoAccessible))).toEqual(
      new Set([true, false]),
    );
  });

  it('every media link of the demo courses names a file of the media folder', async () => {
    const local = (url: string) => {
      expect(url).toMatch(/^\/media\//);
      expect(existsSync(join(MEDIA_DIR, url.slice('/media/'.length)))).toBe(true);
    };
    for (const video of await t.ctx.db.select().from(videos)) {
      for (const url of [video.url, video.hlsPlaylist, video.preview, video.mp4Playlist])
        local(url ?? '');
      expect(video.subtitles.map((subtitle) => subtitle.languageCode)).toEqual(['ru', 'en', 'es']);
      for (const subtitle of video.subtitles) local(subtitle.url);
    }
    for (const course of await t.ctx.db.select().from(courses)) {
      for (const url of Object.values(course.image ?? {})) local(url);
    }
    for (const document of await t.ctx.db.select().from(courseDocuments)) {
      if (document.file) local(document.file.url);
    }
  });
});
