import { STATUS_CACHE_MS } from '@platform/domain/constants/learning';
import { describe, expect, it } from 'vitest';
import {
  type BuildCourseOptions,
  buildFreeze,
  buildLearner,
  type StreamOverrides,
} from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { toSeconds } from '../../lib/clock';

const DAY_S = 24 * 60 * 60;

describe('GET /user-course-streams/{id}/status', () => {
  const t = suiteApp();
  const { call } = t;

  async function status(auth: Record<string, string>, streamId: number, query = '') {
    const response = await call('GET', `/user-course-streams/${streamId}/status${query}`, auth);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const learner = (course?: BuildCourseOptions, stream?: StreamOverrides) =>
    buildLearner(t.ctx, { course, stream });

  const dayUrl = (streamId: number, dayId: number | undefined, action: string) =>
    `/user-course-streams/${streamId}/user-day-status/${dayId}/${action}`;

  it('answers the status, progress, freeze and the current day', async () => {
    const { auth, stream, stages, days } = await learner({ daysPerStage: 2 });
    expect(await status(auth, stream.id)).toEqual({
      id: stream.id,
      status: 'started',
      progress: { daysCount: 2, completeDaysCount: 0, progress: 0 },
      userCourseStreamFreeze: null,
      currentDay: {
        stageId: stages[0]?.id,
        dayId: days[0]?.id,
        dayNumber: 1,
        title: 'День 1',
        excerpt: '',
      },
    });
    const chat = await status(auth, stream.id, '?expand=chatStatus');
    expect(chat.chatChannelMeta).toEqual({
      chatChannelId: null,
      isLocked: false,
      isExpertMessageEnable: false,
      // The course sets no limit of paid consultations.
      consultationAllowance: null,
    });
    expect(await status(auth, stream.id, '?fields=id,progress')).toEqual({
      id: stream.id,
      progress: { daysCount: 2, completeDaysCount: 0, progress: 0 },
    });
  });

  it('with request-all adds stages, days, lessons, homeworks and the training day', async () => {
    const { user, auth, stream, stages, days, homeworks, lessonSetLessons } = await learner({
      daysPerStage: 2,
      homeworkKinds: ['message', 'file'],
      stageHomework: true,
    });
    const started = await call('POST', dayUrl(stream.id, days[0]?.id, 'start'), auth);
    const dayStatusId = started.json().id;
    await call('POST', '/save-lesson-stat', auth, {
      stage_day_id: days[0]?.id,
      user_course_stream_id: stream.id,
      stage_day_lesson_set_lesson_id: lessonSetLessons[0]?.id,
      viewed_seconds: 40,
      play_count: 1,
      day_status: dayStatusId,
    });
    const answer = await status(auth, stream.id, '?request-all=1');
    expect(answer.stages).toEqual([{ id: stages[0]?.id, streamId: stream.id }]);
    expect(answer.days).toEqual([
      {
        stageDayId: days[0]?.id,
        stageId: stages[0]?.id,
        dayNumber: 1,
        dayStatusId,
        isOpenByTimeDelay: true,
        isLocked: false,
        startedAt: toSeconds(t.clock.now()),
        finishedAt: null,
      },
      expect.objectContaining({ stageDayId: days[1]?.id, dayStatusId: null, startedAt: null }),
    ]);
    expect(answer.lessons).toEqual([
      {
        lessonSetLessonId: lessonSetLessons[0]?.id,
        dayStatusId,
        viewedSeconds: 40,
        playCount: 1,
        positionSeconds: 0,
      },
    ]);
    // Every homework is listed with an id of its own, not yet sent, with its homework.
    expect(answer.homeworks).toHaveLength(homeworks.length);
    for (const row of answer.homeworks) {
      const homework = homeworks.find((candidate) => candidate.id === row.homeworkId);
      expect(row).toMatchObject({
        id: expect.any(Number),
        status: 'NOT_UPLOADED',
        isLocked: false,
        homework: { id: homework?.id, title: homework?.title, kind: homework?.kind },
        scores: homework?.scores,
      });
      expect(row.streamId).toBe(stream.id);
    }
    expect(answer).toMatchObject({
      consultations: [],
      chatChannelMeta: { chatChannelId: null, isLocked: false },
      current_training_stage_id: stages[0]?.id,
      current_training_day: 1,
      currentDay: { dayId: days[0]?.id },
    });
    expect(user.id).toBe(stream.userId);
  });

  describe('the expand names of the request-all list', () => {
    const PARTS = [
      'days',
      'homeworks',
      'stages',
      'lessons',
      'consultations',
      'chatChannelMeta',
      'current_training_stage_id',
      'current_training_day',
    ] as const;
    const BASE = ['id', 'status', 'progress', 'userCourseStreamFreeze', 'currentDay'];

    async function arranged() {
      const built = await learner({ daysPerStage: 2, homeworkKinds: ['message'] });
      const { auth, stream, days, lessonSetLessons } = built;
      const started = await call('POST', dayUrl(stream.id, days[0]?.id, 'start'), auth);
      await call('POST', '/save-lesson-stat', auth, {
        stage_day_id: days[0]?.id,
        user_course_stream_id: stream.id,
        stage_day_lesson_set_lesson_id: lessonSetLessons[0]?.id,
        viewed_seconds: 12,
        play_count: 1,
        day_status: started.json().id,
      });
      const all = await status(auth, stream.id, `?expand=${PARTS.join(',')}`);
      return { ...built, all };
    }

    it('the whole list answers what request-all answers', async () => {
      const { auth, stream, all } = await arranged();
      expect(all).toEqual(await status(auth, stream.id, '?request-all=1'));
      expect(Object.keys(all).sort()).toEqual([...BASE, ...PARTS].sort());
      expect(all.lessons).toHaveLength(1);
      expect(all.homeworks).toHaveLength(1);
      expect(all.current_training_day).toBe(1);
    });

    it.each(PARTS)('%s alone adds only its own part', async (name) => {
      const { auth, stream, all } = await arranged();
      const answer = await status(auth, stream.id, `?expand=${name}`);
      expect(Object.keys(answer).sort()).toEqual([...BASE, name].sort());
      expect(answer[name]).toEqual(all[name]);
    });

    it('a subset adds that subset; chatStatus still names chatChannelMeta', async () => {
      const { auth, stream, all } = await arranged();
      const answer = await status(auth, stream.id, '?expand=lessons,current_training_day,unknown');
      expect(answer).toEqual({
        id: all.id,
        status: all.status,
        progress: all.progress,
        userCourseStreamFreeze: all.userCourseStreamFreeze,
        currentDay: all.currentDay,
        lessons: all.lessons,
        current_training_day: all.current_training_day,
      });
      const chat = await status(auth, stream.id, '?expand=chatStatus');
      expect(chat.chatChannelMeta).toEqual(all.chatChannelMeta);
      expect(chat.days).toBeUndefined();
      // fields selects among the answer's fields, the expanded ones included.
      const selected = await status(auth, stream.id, '?expand=days,stages&fields=id,days');
      expect(selected).toEqual({ id: all.id, days: all.days });
    });
  });

  it('the current day is the started one, else the next unfinished day that can be taken', async () => {
    const { auth, stream, days } = await learner({ daysPerStage: 3 });
    await call('POST', dayUrl(stream.id, days[1]?.id, 'start'), auth);
    expect((await status(auth, stream.id)).currentDay.dayId).toBe(days[1]?.id);
    await call('POST', dayUrl(stream.id, days[1]?.id, 'finish'), auth);
    expect((await status(auth, stream.id)).currentDay.dayId).toBe(days[0]?.id);
    await call('POST', dayUrl(stream.id, days[0]?.id, 'start'), auth);
    await call('POST', dayUrl(stream.id, days[0]?.id, 'finish'), auth);
    expect((await status(auth, stream.id)).currentDay.dayId).toBe(days[2]?.id);
    await call('POST', dayUrl(stream.id, days[2]?.id, 'start'), auth);
    await call('POST', dayUrl(stream.id, days[2]?.id, 'finish'), auth);
    const done = await status(auth, stream.id, '?request-all');
    expect(done.currentDay).toBeNull();
    expect(done.current_training_day).toBeNull();
    expect(done.progress).toEqual({ daysCount: 3, completeDaysCount: 3, progress: 100 });
  });

  it('a demo stream locks days, homeworks and chats by the demo rules', async () => {
    const { auth, stream, days } = await learner(
      {
        daysPerStage: 3,
        demoAccessibleDays: [2, 3],
        openDelayDays: { 3: 5 },
        homeworkKinds: ['message'],
      },
      { isDemo: true },
    );
    const answer = await status(auth, stream.id, '?request-all=true');
    expect(
      answer.days.map((day: { isLocked: boolean; isOpenByTimeDelay: boolean }) => [
        day.isLocked,
        day.isOpenByTimeDelay,
      ]),
    ).toEqual([
      [true, true],
      [false, true],
      [true, false],
    ]);
    expect(answer.currentDay.dayId).toBe(days[1]?.id);
    expect(answer.homeworks[0].isLocked).toBe(true);
    expect(answer.chatChannelMeta.isLocked).toBe(true);
  });

  it('caches each variant for the status lifetime and forgets it on writes', async () => {
    const { auth, stream, days } = await learner({ daysPerStage: 2 });
    const url = `/user-course-streams/${stream.id}/status?request-all=1`;
    const first = await status(auth, stream.id, '?request-all=1');
    t.queries.length = 0;
    const cached = await call('GET', url, auth);
    expect(cached.json()).toEqual(first);
    // Nothing runs: the answer and the caller's session are both kept.
    expect(t.queries).toEqual([]);

    // A change behind the API's back shows only once the entry expires.
    await buildFreeze(t.ctx, stream.id);
    expect((await status(auth, stream.id, '?request-all=1')).status).toBe('started');
    expect((await status(auth, stream.id)).status).toBe('freeze');
    t.clock.advance(STATUS_CACHE_MS / 1000 - 1);
    expect((await status(auth, stream.id, '?request-all=1')).status).toBe('started');
    t.clock.advance(1);
    expect((await status(auth, stream.id, '?request-all=1')).status).toBe('freeze');
    expect(days).toHaveLength(2);
  });

  it('a day start and finish, a statistic and freezes drop the cached status', async () => {
    const { auth, stream, days, lessonSetLessons } = await learner({ daysPerStage: 2 });
    const dayStatus = async () => (await status(auth, stream.id, '?request-all=1')).days[0];
    expect((await dayStatus()).dayStatusId).toBeNull();
    const started = await call('POST', dayUrl(stream.id, days[0]?.id, 'start'), auth);
    expect((await dayStatus()).dayStatusId).toBe(started.json().id);

    const lessons = async () => (await status(auth, stream.id, '?request-all=1')).lessons;
    expect(await lessons()).toEqual([]);
    await call('POST', '/save-lesson-stat', auth, {
      stage_day_id: days[0]?.id,
      user_course_stream_id: stream.id,
      stage_day_lesson_set_lesson_id: lessonSetLessons[0]?.id,
      viewed_seconds: 10,
      play_count: 1,
      day_status: started.json().id,
    });
    expect(await lessons()).toHaveLength(1);

    await call('POST', dayUrl(stream.id, days[0]?.id, 'finish'), auth);
    expect((await dayStatus()).finishedAt).toBe(toSeconds(t.clock.now()));

    const now = toSeconds(t.clock.now());
    await call('POST', `/user-course-streams/${stream.id}/freeze/create`, auth, {
      start_date: now,
      end_date: now + 3 * DAY_S,
    });
    expect((await status(auth, stream.id, '?request-all=1')).status).toBe('freeze');
    await call('GET', `/user-course-streams/${stream.id}/freeze/cancel`, auth);
    expect((await status(auth, stream.id, '?request-all=1')).status).toBe('started');
  });

  it("someone else's stream is 404, a bad id 422 with the spec text", async () => {
    const { stream } = await learner();
    const { auth } = await buildUser(t.ctx);
    const foreign = await call('GET', `/user-course-streams/${stream.id}/status`, auth);
    expect(foreign.statusCode).toBe(404);
    const bad = await call('GET', '/user-course-streams/0/status?lang=en', auth);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['streamId must be set'] });
  });

  it('runs as many queries for a 120-day course with 5 lessons a day as for a 1-day one', async () => {
    const count = async (options: BuildCourseOptions) => {
      const { auth, stream, days } = await learner({
        ...options,
        lessonsPerSet: 5,
        homeworkKinds: ['message', 'file'],
        stageHomework: true,
      });
      await call('POST', dayUrl(stream.id, days[0]?.id, 'start'), auth);
      t.queries.length = 0;
      const answer = await status(auth, stream.id, '?request-all=1&expand=chatStatus');
      expect(answer.days).toHaveLength(days.length);
      return t.queries.length;
    };
    const small = await count({ daysPerStage: 1 });
    expect(small).toBeLessThanOrEqual(10);
    expect(await count({ stages: 4, daysPerStage: 30 })).toBe(small);
  });
});
