import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildFreeze, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addSeconds, toSeconds } from '../../lib/clock';

const DAY_S = 24 * 60 * 60;

describe('days of a stream and lesson statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inDays = (days: number) => addSeconds(t.clock.now(), days * DAY_S);
  const call = (method: 'GET' | 'POST', url: string, auth: Record<string, string>, body?: object) =>
    t.app.inject({ method, url: `/spa/api/v1${url}?lang=en`, headers: auth, payload: body });
  const day = (
    action: 'start' | 'finish',
    auth: Record<string, string>,
    streamId: number | string,
    dayId: number | string | undefined,
  ) => call('POST', `/user-course-streams/${streamId}/user-day-status/${dayId}/${action}`, auth);

  async function learner(
    options: Parameters<typeof buildCourse>[1] = {},
    stream: Parameters<typeof buildStream>[3] = {},
  ) {
    const user = await buildUser(t.ctx);
    const built = await buildCourse(t.ctx, options);
    const row = await buildStream(t.ctx, user.user.id, built.course.id, stream);
    return { ...user, ...built, stream: row };
  }

  describe('start and finish', () => {
    it('starting is idempotent: again answers the same row, first start kept', async () => {
      const { auth, stream, days } = await learner();
      const first = await day('start', auth, stream.id, days[0]?.id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        streamId: stream.id,
        stageDayId: days[0]?.id,
        startedAt: toSeconds(t.clock.now()),
        finishedAt: null,
      });
      t.clock.advance(3600);
      const again = await day('start', auth, stream.id, days[0]?.id);
      expect(again.json()).toEqual(first.json());
    });

    it('finishing needs a started day (409) and is idempotent', async () => {
      const { auth, stream, days } = await learner();
      const early = await day('finish', auth, stream.id, days[0]?.id);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Start the day before finishing it');
      const started = (await day('start', auth, stream.id, days[0]?.id)).json();
      t.clock.advance(600);
      const finished = await day('finish', auth, stream.id, days[0]?.id);
      expect(finished.statusCode).toBe(200);
      expect(finished.json()).toEqual({ ...started, finishedAt: toSeconds(t.clock.now()) });
      t.clock.advance(600);
      expect((await day('finish', auth, stream.id, days[0]?.id)).json()).toEqual(finished.json());
    });

    it('a day locked by the demo rules is 403', async () => {
      const { auth, stream, days } = await learner(
        { daysPerStage: 2, demoAccessibleDays: [1] },
        { isDemo: true },
      );
      expect((await day('start', auth, stream.id, days[0]?.id)).statusCode).toBe(200);
      const locked = await day('start', auth, stream.id, days[1]?.id);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().message).toBe(
        'This day is not available in the demo version of the course',
      );
      expect((await day('finish', auth, stream.id, days[1]?.id)).statusCode).toBe(403);
    });

    it('a stream that is not running cannot take days (409, translated)', async () => {
      const refused = async (stream: Parameters<typeof buildStream>[3], frozen = false) => {
        const { auth, stream: row, days } = await learner({}, stream);
        if (frozen) await buildFreeze(t.ctx, row.id);
        const response = await day('start', auth, row.id, days[0]?.id);
        expect(response.statusCode).toBe(409);
        return response.json().message;
      };
      expect(await refused({ startDate: inDays(1) })).toBe(
        'The course has not started yet, its days cannot be taken',
      );
      expect(await refused({ startDate: inDays(-9), endDate: inDays(-1) })).toBe(
        'The course has ended, its days can no longer be taken',
      );
      expect(await refused({}, true)).toBe(
        'The course is frozen, its days can be taken after the freeze',
      );
      expect(await refused({ isOptionalPurchase: true })).toBe(
        'Access to the course is stopped, its days cannot be taken',
      );
    });

    it("another course's day and someone else's stream are 404; bad ids 422", async () => {
      const { auth, stream } = await learner();
      const other = await learner();
      expect((await day('start', auth, stream.id, other.days[0]?.id)).statusCode).toBe(404);
      expect((await day('start', auth, other.stream.id, other.days[0]?.id)).statusCode).toBe(404);
      const badDay = await day('start', auth, stream.id, 'x');
      expect(badDay.statusCode).toBe(422);
      expect(badDay.json().errors).toEqual({ dayId: ['dayId must be set'] });
      const badStream = await day('finish', auth, 0, other.days[0]?.id);
      expect(badStream.json().errors).toEqual({ streamId: ['streamId must be set'] });
    });
  });

  describe('lesson statistics and day progress', () => {
    async function startedDay() {
      const built = await learner({ daysPerStage: 2, lessonsPerSet: 2 });
      const dayStatus = (await day('start', built.auth, built.stream.id, built.days[0]?.id)).json();
      const stat = (lessonIndex: number, viewed: number, plays: number, overrides = {}) =>
        call('POST', '/save-lesson-stat', built.auth, {
          stage_day_id: built.days[0]?.id,
          user_course_stream_id: built.stream.id,
          stage_day_lesson_set_lesson_id: built.lessonSetLessons[lessonIndex]?.id,
          viewed_seconds: viewed,
          play_count: plays,
          day_status: dayStatus.id,
          ...overrides,
        });
      const progress = (id = dayStatus.id, auth = built.auth) =>
        call('GET', `/user-course-streams/${built.stream.id}/user-day-status/${id}/progress`, auth);
      return { ...built, dayStatus, stat, progress };
    }

    it('saves one row per lesson, keeping the larger figures on retries', async () => {
      const { dayStatus, stat, lessonSetLessons } = await startedDay();
      const first = await stat(0, 40, 2);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        lessonSetLessonId: lessonSetLessons[0]?.id,
        dayStatusId: dayStatus.id,
        viewedSeconds: 40,
        playCount: 2,
        positionSeconds: 0,
      });
      expect((await stat(0, 10, 1)).json()).toMatchObject({ viewedSeconds: 40, playCount: 2 });
      expect((await stat(0, 60, 1)).json()).toMatchObject({ viewedSeconds: 60, playCount: 2 });
    });

    it('keeps the latest position, where the day answers it to any device', async () => {
      const { stat, stream, auth, lessonSetLessons } = await startedDay();
      const at = (position: number, viewed: number) =>
        stat(0, viewed, 1, { position_seconds: position });
      expect((await at(95, 40)).json()).toMatchObject({ viewedSeconds: 40, positionSeconds: 95 });
      // Rewatching from the start: the position goes back while the totals only grow.
      expect((await at(12, 52)).json()).toMatchObject({ viewedSeconds: 52, positionSeconds: 12 });
      // A client that does not tell the position (the spec's call) keeps the stored one.
      expect((await stat(0, 60, 1)).json()).toMatchObject({
        viewedSeconds: 60,
        positionSeconds: 12,
      });
      const status = await t.app.inject({
        method: 'GET',
        url: `/spa/api/v1/user-course-streams/${stream.id}/status?request-all=1`,
        headers: auth,
      });
      expect(status.json().lessons).toEqual([
        expect.objectContaining({
          lessonSetLessonId: lessonSetLessons[0]?.id,
          positionSeconds: 12,
        }),
      ]);
      const bad = await stat(0, 60, 1, { position_seconds: -3 });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['position_seconds']);
    });

    it('a statistic sent again (an offline outbox replayed, two tabs at once) is kept once', async () => {
      const { stat, stream, auth, lessonSetLessons } = await startedDay();
      // The client sends the lesson's totals, so a replay carries the same figures: no key is
      // needed for the server to count it once.
      const answers = await Promise.all([stat(1, 25, 1), stat(1, 25, 1), stat(1, 25, 1)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const status = await t.app.inject({
        method: 'GET',
        url: `/spa/api/v1/user-course-streams/${stream.id}/status?request-all=1`,
        headers: auth,
      });
      expect(status.json().lessons).toEqual([
        expect.objectContaining({
          lessonSetLessonId: lessonSetLessons[1]?.id,
          viewedSeconds: 25,
          playCount: 1,
        }),
      ]);
    });

    it('refuses a day status, day or lesson that does not belong together (404)', async () => {
      const { stat, days, lessonSetLessons } = await startedDay();
      const other = await startedDay();
      // A lesson of the second day, saved against the first.
      expect((await stat(2, 5, 1)).statusCode).toBe(404);
      expect((await stat(0, 5, 1, { stage_day_id: days[1]?.id })).statusCode).toBe(404);
      expect((await stat(0, 5, 1, { day_status: other.dayStatus.id })).statusCode).toBe(404);
      const foreign = await other.stat(0, 5, 1, {
        stage_day_lesson_set_lesson_id: lessonSetLessons[0]?.id,
      });
      expect(foreign.statusCode).toBe(404);
      const missing = await stat(0, 5, 1, { user_course_stream_id: undefined });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ user_course_stream_id: ['streamId must be set'] });
      expect((await stat(0, -1, 1)).statusCode).toBe(422);
    });

    it('the progress of a day is its viewed lessons over its lessons', async () => {
      const { stat, progress, dayStatus } = await startedDay();
      expect((await progress()).json()).toEqual({
        id: dayStatus.id,
        lessonsCount: 2,
        viewedLessonsCount: 0,
        progress: 0,
      });
      await stat(0, 30, 1);
      expect((await progress()).json()).toMatchObject({ viewedLessonsCount: 1, progress: 50 });
      await stat(1, 30, 1);
      expect((await progress()).json()).toMatchObject({ viewedLessonsCount: 2, progress: 100 });
      const other = await startedDay();
      expect((await progress(dayStatus.id, other.auth)).statusCode).toBe(404);
      expect((await other.progress(dayStatus.id)).statusCode).toBe(404);
    });
  });
});
