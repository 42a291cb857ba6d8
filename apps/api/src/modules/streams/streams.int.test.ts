import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildChat } from '../../../test/factories/chats';
import {
  buildCourse,
  buildFreeze,
  buildStream,
  buildSubscription,
  courseDocument,
} from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { addSeconds } from '../../lib/clock';
import { importCourse } from '../courses/import/course-import.service';

const DAY_S = 24 * 60 * 60;

describe('streams of the signed-in user', () => {
  const t = suiteApp();
  const { call, get } = t;
  const inDays = (days: number) => addSeconds(t.clock.now(), days * DAY_S);

  async function learnerWithCourse(options: Parameters<typeof buildCourse>[1] = {}) {
    const learner = await buildUser(t.ctx);
    const built = await buildCourse(t.ctx, options);
    return { ...learner, ...built };
  }

  async function statusOf(auth: Record<string, string>, streamId: number) {
    const response = await get(`/user-course-streams/${streamId}`, auth);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('lists the user streams in wire shape: dates in ms, status, progress', async () => {
    const { user, auth, course } = await learnerWithCourse({ daysPerStage: 4 });
    const stream = await buildStream(t.ctx, user.id, course.id, {
      maxConsultationCount: 2,
      messageExpiresDate: inDays(10),
    });
    // The stream's chat channel is a chat (a foreign key).
    const chat = await buildChat(t.ctx, stream.id);
    const someoneElse = await buildUser(t.ctx);
    await buildStream(t.ctx, someoneElse.user.id, course.id);
    const response = await get('/user-course-streams', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: stream.id,
        courseId: course.id,
        startDate: stream.startDate.getTime(),
        endDate: stream.endDate.getTime(),
        isDemo: false,
        isOptionalPurchase: false,
        status: 'started',
        progress: { daysCount: 4, completeDaysCount: 0, progress: 0 },
        courseFullAccess: false,
        chatChannelId: chat.id,
        maxConsultationCount: 2,
        filters: {},
        userCourseStreamFreeze: null,
        paymentSubscriptionId: null,
        accessStoppedAt: null,
        message_expires_date: Math.floor(inDays(10).getTime() / 1000),
      },
    ]);
  });

  it('expands the course and the chat status', async () => {
    const { user, auth, course } = await learnerWithCourse();
    const chat = await buildChat(t.ctx, (await buildStream(t.ctx, user.id, course.id)).id);
    const demo = await buildUser(t.ctx, {
      brandId: (await buildBrand(t.ctx, { config: { isDemoAccessible: true } })).id,
    });
    const demoChat = await buildChat(
      t.ctx,
      (await buildStream(t.ctx, demo.user.id, course.id, { isDemo: true })).id,
    );
    const [stream] = (await get('/user-course-streams?expand=course,chatStatus', auth)).json();
    expect(stream.course).toMatchObject({ id: course.id, title: course.title });
    expect(stream.chatStatus).toEqual({
      chatChannelId: chat.id,
      isLocked: false,
      isExpertMessageEnable: true,
    });
    const [demoStream] = (await get('/user-course-streams?expand=chatStatus', demo.auth)).json();
    expect(demoStream.chatStatus).toEqual({
      chatChannelId: demoChat.id,
      isLocked: true,
      isExpertMessageEnable: true,
    });
  });

  it('filter[id][] with fields=id,progress answers only those', async () => {
    const { user, auth, course } = await learnerWithCourse();
    const first = await buildStream(t.ctx, user.id, course.id);
    const second = await buildStream(t.ctx, user.id, (await buildCourse(t.ctx)).course.id);
    await buildStream(t.ctx, user.id, (await buildCourse(t.ctx)).course.id);
    const response = await get(
      `/user-course-streams?filter[id][]=${first.id}&filter[id][]=${second.id}&fields=id,progress`,
      auth,
    );
    expect(response.statusCode).toBe(200);
    const progress = { daysCount: 3, completeDaysCount: 0, progress: 0 };
    expect(response.json()).toEqual([
      { id: first.id, progress },
      { id: second.id, progress },
    ]);
    const one = await get(`/user-course-streams?filter[id][]=${first.id}&fields=id`, auth);
    expect(one.json()).toEqual([{ id: first.id }]);
    const bad = await get('/user-course-streams?filter[id][]=abc&lang=en', auth);
    expect(bad.statusCode).toBe(422);
    expect(Object.values(bad.json().errors).flat()).toEqual(['Id must be set']);
    const secondBad = await get(
      `/user-course-streams?filter[id][]=${first.id}&filter[id][]=0&lang=en`,
      auth,
    );
    expect(Object.values(secondBad.json().errors).flat()).toEqual(['Id must be set']);
  });

  it('hides demo streams unless the brand allows demo access', async () => {
    const { course } = await buildCourse(t.ctx);
    const closed = await buildUser(t.ctx);
    await buildStream(t.ctx, closed.user.id, course.id, { isDemo: true });
    const full = await buildStream(t.ctx, closed.user.id, course.id);
    const listed = (await get('/user-course-streams', closed.auth)).json();
    expect(listed.map((stream: { id: number }) => stream.id)).toEqual([full.id]);

    const brand = await buildBrand(t.ctx, { config: { isDemoAccessible: true } });
    const open = await buildUser(t.ctx, { brandId: brand.id });
    const demo = await buildStream(t.ctx, open.user.id, course.id, { isDemo: true });
    expect((await get('/user-course-streams', open.auth)).json()).toEqual([
      expect.objectContaining({ id: demo.id, isDemo: true }),
    ]);
  });

  it('the list runs the same number of queries for one stream and for five', async () => {
    const count = async (streams: number) => {
      const { user, auth, course } = await learnerWithCourse();
      for (let index = 0; index < streams; index += 1) {
        const stream = await buildStream(t.ctx, user.id, course.id);
        await buildFreeze(t.ctx, stream.id);
        await buildSubscription(t.ctx, user.id, [course.id]);
      }
      t.queries.length = 0;
      const response = await get('/user-course-streams?expand=course,chatStatus', auth);
      expect(response.json()).toHaveLength(streams);
      return t.queries.length;
    };
    const one = await count(1);
    expect(one).toBeLessThanOrEqual(5);
    expect(await count(5)).toBe(one);
  });

  it('answers one stream; someone else’s is 404 and a bad id 422 with the spec text', async () => {
    const { user, auth, course } = await learnerWithCourse();
    const stream = await buildStream(t.ctx, user.id, course.id);
    expect((await statusOf(auth, stream.id)).id).toBe(stream.id);
    const withCourse = (await get(`/user-course-streams/${stream.id}?expand=course`, auth)).json();
    expect(withCourse.course.id).toBe(course.id);
    const other = await buildUser(t.ctx);
    expect((await get(`/user-course-streams/${stream.id}`, other.auth)).statusCode).toBe(404);
    const bad = await get('/user-course-streams/abc?lang=en', auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['streamId must be set'] });
  });

  it('one stream takes fields, the expanded ones included, and always keeps the id', async () => {
    const { user, auth, course } = await learnerWithCourse();
    const stream = await buildStream(t.ctx, user.id, course.id);
    const whole = await statusOf(auth, stream.id);
    const selected = await get(`/user-course-streams/${stream.id}?fields=status,startDate`, auth);
    expect(selected.json()).toEqual({
      id: stream.id,
      status: whole.status,
      startDate: whole.startDate,
    });
    const url = `/user-course-streams/${stream.id}?expand=course&fields=course,nonsense`;
    const withCourse = (await get(url, auth)).json();
    expect(Object.keys(withCourse).sort()).toEqual(['course', 'id']);
    expect(withCourse.course.id).toBe(course.id);
  });

  describe('derived status', () => {
    it('not_started before the start, started until the end, ended after it', async () => {
      const { user, auth, course } = await learnerWithCourse();
      const future = await buildStream(t.ctx, user.id, course.id, {
        startDate: inDays(2),
        endDate: inDays(30),
      });
      const past = await buildStream(t.ctx, user.id, course.id, {
        startDate: inDays(-30),
        endDate: inDays(-1),
      });
      expect((await statusOf(auth, future.id)).status).toBe('not_started');
      expect((await statusOf(auth, past.id)).status).toBe('ended');
      t.clock.advance(2 * DAY_S);
      expect((await statusOf(auth, future.id)).status).toBe('started');
    });

    it('freeze while a freeze is in effect, presented with its status name', async () => {
      const { user, auth, course } = await learnerWithCourse();
      const stream = await buildStream(t.ctx, user.id, course.id);
      const freeze = await buildFreeze(t.ctx, stream.id);
      const answer = await statusOf(auth, stream.id);
      expect(answer.status).toBe('freeze');
      expect(answer.userCourseStreamFreeze).toEqual({
        id: freeze.id,
        status: 'Active',
        startDate: freeze.startDate.getTime(),
        endDate: freeze.endDate.getTime(),
      });
      const planned = await buildStream(t.ctx, user.id, course.id);
      await buildFreeze(t.ctx, planned.id, { status: 0, startDate: inDays(3), endDate: inDays(5) });
      const plannedAnswer = await statusOf(auth, planned.id);
      expect(plannedAnswer.status).toBe('started');
      expect(plannedAnswer.userCourseStreamFreeze.status).toBe('Created');
      const canceled = await buildStream(t.ctx, user.id, course.id);
      await buildFreeze(t.ctx, canceled.id, { status: 2 });
      const canceledAnswer = await statusOf(auth, canceled.id);
      expect(canceledAnswer.status).toBe('started');
      expect(canceledAnswer.userCourseStreamFreeze).toBeNull();
    });

    it('optional purchase: started under a covering subscription, else stopped', async () => {
      const { user, auth, course } = await learnerWithCourse();
      const stream = await buildStream(t.ctx, user.id, course.id, {
        isOptionalPurchase: true,
        endDate: inDays(-1),
      });
      const stopped = await statusOf(auth, stream.id);
      expect(stopped).toMatchObject({
        status: 'stopped',
        paymentSubscriptionId: null,
        accessStoppedAt: null,
      });

      const endedAt = inDays(-3);
      await buildSubscription(t.ctx, user.id, [course.id], { status: 'ended', endDate: endedAt });
      await buildSubscription(t.ctx, user.id, [course.id], { endDate: inDays(-2) });
      const otherCourse = await buildCourse(t.ctx);
      await buildSubscription(t.ctx, user.id, [otherCourse.course.id]);
      const stillStopped = await statusOf(auth, stream.id);
      expect(stillStopped.status).toBe('stopped');
      expect(stillStopped.accessStoppedAt).toBe(inDays(-2).getTime());

      const covering = await buildSubscription(t.ctx, user.id, [course.id], { isLifetime: true });
      const started = await statusOf(auth, stream.id);
      expect(started).toMatchObject({
        status: 'started',
        paymentSubscriptionId: covering.id,
        accessStoppedAt: null,
      });
      const someoneElse = await buildUser(t.ctx);
      const theirs = await buildStream(t.ctx, someoneElse.user.id, course.id, {
        isOptionalPurchase: true,
      });
      expect((await statusOf(someoneElse.auth, theirs.id)).status).toBe('stopped');
    });
  });

  it('counts progress over days that are not rest days, finished ones complete', async () => {
    const { user, auth } = await buildUser(t.ctx);
    const document = courseDocument({ daysPerStage: 4 });
    const [stage] = document.stages;
    const courseId = await importCourse(t.ctx.db, {
      ...document,
      stages: [
        {
          title: stage?.title ?? 'Этап',
          days: (stage?.days ?? []).map((day, index) => ({ ...day, dayOfRest: index === 3 })),
        },
      ],
    });
    const stream = await buildStream(t.ctx, user.id, courseId);
    const days = (await get(`/courses/${courseId}/stages`, auth)).json()[0].dayIds as number[];
    for (const dayId of days.slice(0, 2)) {
      const base = `/user-course-streams/${stream.id}/user-day-status/${dayId}`;
      expect((await call('POST', `${base}/start`, auth)).statusCode).toBe(200);
      expect((await call('POST', `${base}/finish`, auth)).statusCode).toBe(200);
    }
    expect((await statusOf(auth, stream.id)).progress).toEqual({
      daysCount: 3,
      completeDaysCount: 2,
      progress: 67,
    });
  });

  it('replaces the filters of a stream', async () => {
    const { user, auth, course } = await learnerWithCourse();
    const stream = await buildStream(t.ctx, user.id, course.id);
    const listedFilters = async () =>
      (await get('/user-course-streams', auth))
        .json()
        .map((one: { filters: unknown }) => one.filters);
    // The list is cached per learner: read before the change, it must not be answered after.
    expect(await listedFilters()).toEqual([{}]);
    const url = `/user-course-streams/${stream.id}/filters`;
    const first = await call('POST', url, auth, { filters: { level: 'easy', focus: 'back' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().filters).toEqual({ level: 'easy', focus: 'back' });
    const second = await call('POST', url, auth, { filters: { level: 'hard' } });
    expect(second.json().filters).toEqual({ level: 'hard' });
    expect((await call('POST', url, auth, { filters: { level: 3 } })).statusCode).toBe(422);
    const other = await buildUser(t.ctx);
    const foreign = await call('POST', url, other.auth, { filters: {} });
    expect(foreign.statusCode).toBe(404);
    expect((await statusOf(auth, stream.id)).filters).toEqual({ level: 'hard' });
    expect(await listedFilters()).toEqual([{ level: 'hard' }]);
  });
});
