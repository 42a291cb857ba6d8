import { describe, expect, it } from 'vitest';
import {
  type BuildCourseOptions,
  buildCourse,
  buildLearner,
  buildStream,
} from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { learningChanged } from '../streams/learning-changes';

const DAY_S = 24 * 60 * 60;

describe('stages and days of a course', () => {
  const t = suiteApp();
  const { get } = t;

  /** SQL statements one call runs. */
  async function queriesOf(url: string, auth: Record<string, string>) {
    t.queries.length = 0;
    const response = await get(url, auth);
    expect(response.statusCode).toBe(200);
    return t.queries.length;
  }

  const learnerOn = (course?: BuildCourseOptions) => buildLearner(t.ctx, { course });

  it('lists stages with their day and homework ids, and expands days and homeworks', async () => {
    const { auth, course, stages, days, homeworks } = await learnerOn({
      stages: 2,
      daysPerStage: 2,
      homeworkKinds: ['file'],
      stageHomework: true,
    });
    const [first, second] = stages;
    const stageHomework = homeworks.filter((row) => row.targetType === 'course_stage_homework');
    const dayHomework = homeworks.find((row) => row.targetType === 'stage_day_homework');
    const plain = await get(`/courses/${course.id}/stages`, auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual([
      {
        id: first?.id,
        courseId: course.id,
        sort: first?.sort,
        title: 'Этап 1',
        dayIds: [days[0]?.id, days[1]?.id],
        stageHomeworkIds: [stageHomework[0]?.id],
      },
      {
        id: second?.id,
        courseId: course.id,
        sort: second?.sort,
        title: 'Этап 2',
        dayIds: [days[2]?.id, days[3]?.id],
        stageHomeworkIds: [stageHomework[1]?.id],
      },
    ]);

    const expanded = (
      await get(`/courses/${course.id}/stages?expand=requestDays,requestHomeworks`, auth)
    ).json();
    expect(expanded[0].requestDays.map((day: { id: number }) => day.id)).toEqual([
      days[0]?.id,
      days[1]?.id,
    ]);
    expect(expanded[0].requestDays[0].lessonSets[0].lessons).toHaveLength(2);
    expect(expanded[0].requestHomeworks.map((row: { id: number }) => row.id).sort()).toEqual(
      [stageHomework[0]?.id, dayHomework?.id].sort(),
    );
    expect(expanded[1].requestHomeworks).toEqual([
      expect.objectContaining({
        id: stageHomework[1]?.id,
        homeworkId: stageHomework[1]?.id,
        targetType: 'course_stage_homework',
        kind: 'message',
        is_required: false,
      }),
    ]);
  });

  it('lists the days of a stage, lessons only when expanded, sorted by sort', async () => {
    const { auth, course, stages, days, lessonSetLessons } = await learnerOn({
      daysPerStage: 2,
      lessonSetsPerDay: 2,
    });
    const url = `/courses/${course.id}/stages/${stages[0]?.id}/days`;
    const plain = await get(url, auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()[0]).toEqual({
      id: days[0]?.id,
      stageId: stages[0]?.id,
      dayNumber: 1,
      dayOfRest: false,
      title: 'День 1',
      excerpt: '',
      finish_total_time: 0,
      required_to_complete: false,
      scores: 0,
      is_demo_accessible: false,
      dayHomeworkIds: [],
      bannerIds: [],
    });
    const expanded = (await get(`${url}?expand=lessonSets`, auth)).json();
    const [firstSet, secondSet] = expanded[0].lessonSets;
    expect(firstSet.sort).toBeLessThan(secondSet.sort);
    expect(firstSet).toMatchObject({
      repeatCount: 1,
      userRepeatRangeFrom: 1,
      userRepeatRangeTo: 1,
    });
    expect(firstSet.lessons.map((item: { id: number }) => item.id)).toEqual(
      lessonSetLessons.slice(0, 2).map((item) => item.id),
    );
    expect(firstSet.lessons[0].lesson).toMatchObject({
      title: 'Урок 1.1.1',
      subtitle: 'исполнение',
      video: expect.objectContaining({ duration: 30_000 }),
    });
  });

  it('answers one day always with its lessons', async () => {
    const { auth, course, stages, days } = await learnerOn({ daysPerStage: 2 });
    const response = await get(
      `/courses/${course.id}/stages/${stages[0]?.id}/days/${days[1]?.id}`,
      auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: days[1]?.id, dayNumber: 2 });
    expect(response.json().lessonSets[0].lessons).toHaveLength(2);
  });

  it('a stage or day not of that course, or a course without a stream, is 404', async () => {
    const { auth, course, stages, days } = await learnerOn({ stages: 2, daysPerStage: 1 });
    const other = await learnerOn();
    const [first, second] = stages;
    const base = `/courses/${course.id}/stages`;
    expect((await get(`${base}/${other.stages[0]?.id}/days`, auth)).statusCode).toBe(404);
    expect((await get(`${base}/${second?.id}/days/${days[0]?.id}`, auth)).statusCode).toBe(404);
    expect((await get(`${base}/${first?.id}/days/${other.days[0]?.id}`, auth)).statusCode).toBe(
      404,
    );
    const foreign = `/courses/${other.course.id}/stages`;
    expect((await get(foreign, auth)).statusCode).toBe(404);
    expect((await get(`${foreign}/${other.stages[0]?.id}/days`, auth)).statusCode).toBe(404);
    const day = `${foreign}/${other.stages[0]?.id}/days/${other.days[0]?.id}`;
    expect((await get(day, auth)).statusCode).toBe(404);
  });

  it('bad ids answer the spec texts', async () => {
    const { auth, course, stages } = await learnerOn();
    const errors = async (url: string) => {
      const response = await get(`${url}?lang=en`, auth);
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await errors('/courses/x/stages')).toEqual({ courseId: ['courseId must be set'] });
    expect(await errors(`/courses/${course.id}/stages/0/days`)).toEqual({
      stageId: ['stageId must be set'],
    });
    expect(await errors(`/courses/${course.id}/stages/${stages[0]?.id}/days/-1`)).toEqual({
      dayId: ['dayId must be set'],
    });
  });

  describe('demo streams', () => {
    it('a day that is not demo-accessible is 403 with the translated text', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const { course, stages, days } = await buildCourse(t.ctx, {
        daysPerStage: 2,
        demoAccessibleDays: [1],
      });
      await buildStream(t.ctx, user.id, course.id, { isDemo: true });
      const base = `/courses/${course.id}/stages/${stages[0]?.id}/days`;
      expect((await get(`${base}/${days[0]?.id}`, auth)).statusCode).toBe(200);
      const locked = await get(`${base}/${days[1]?.id}?lang=en`, auth);
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({
        code: 'day_locked',
        message: 'This day is not available in the demo version of the course',
      });
      // The listing keeps a locked day's lessons to itself too.
      const listed = (await get(`${base}?expand=lessonSets`, auth)).json();
      expect(listed[0].lessonSets).toHaveLength(1);
      expect(listed[1].lessonSets).toEqual([]);
    });

    it('a demo day opens after its delay; full access or another full stream opens all', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const { course, stages, days } = await buildCourse(t.ctx, {
        daysPerStage: 2,
        demoAccessibleDays: [1, 2],
        openDelayDays: { 2: 3 },
      });
      await buildStream(t.ctx, user.id, course.id, { isDemo: true });
      const url = `/courses/${course.id}/stages/${stages[0]?.id}/days/${days[1]?.id}`;
      expect((await get(url, auth)).statusCode).toBe(403);
      t.clock.advance(2 * DAY_S);
      expect((await get(url, auth)).statusCode).toBe(200);

      const other = await buildUser(t.ctx);
      await buildStream(t.ctx, other.user.id, course.id, { isDemo: true });
      const locked = `/courses/${course.id}/stages/${stages[0]?.id}/days/${days[0]?.id}`;
      expect((await get(locked, other.auth)).statusCode).toBe(200);
      const third = await buildUser(t.ctx);
      const plain = await buildCourse(t.ctx, { daysPerStage: 1 });
      await buildStream(t.ctx, third.user.id, plain.course.id, { isDemo: true });
      const plainDay = `/courses/${plain.course.id}/stages/${plain.stages[0]?.id}/days/${plain.days[0]?.id}`;
      expect((await get(plainDay, third.auth)).statusCode).toBe(403);
      await buildStream(t.ctx, third.user.id, plain.course.id, {
        isDemo: true,
        courseFullAccess: true,
      });
      expect((await get(plainDay, third.auth)).statusCode).toBe(200);
    });
  });

  it("runs no statement when asked again, and reads the access again after a change of the learner's streams", async () => {
    const { user, auth, course } = await learnerOn({ daysPerStage: 2 });
    const url = `/courses/${course.id}/stages?expand=requestDays`;
    await get(url, auth);
    // The session, the learner's access to the course and its content are all kept.
    expect(await queriesOf(url, auth)).toBe(0);
    await learningChanged(t.ctx, { userId: user.id });
    expect(await queriesOf(url, auth)).toBe(1);
    expect(t.queries[0]).toContain('"user_course_streams"');
  });

  it('the stages and days calls run as many queries for a 120-day course as for a 1-day one', async () => {
    const small = await learnerOn({
      daysPerStage: 1,
      lessonsPerSet: 5,
      homeworkKinds: ['message'],
    });
    const large = await learnerOn({
      stages: 4,
      daysPerStage: 30,
      lessonsPerSet: 5,
      homeworkKinds: ['message'],
      stageHomework: true,
    });
    const calls = (built: typeof small) => [
      `/courses/${built.course.id}/stages?expand=requestDays,requestHomeworks`,
      `/courses/${built.course.id}/stages/${built.stages[0]?.id}/days?expand=lessonSets`,
      `/courses/${built.course.id}/stages/${built.stages[0]?.id}/days/${built.days[0]?.id}`,
      `/courses/${built.course.id}?expand=documents,demoVideo,stages`,
    ];
    const smallCalls = calls(small);
    const largeCalls = calls(large);
    for (const [index, url] of smallCalls.entries()) {
      const count = await queriesOf(url, small.auth);
      expect(count).toBeLessThanOrEqual(8);
      expect(await queriesOf(largeCalls[index] ?? '', large.auth)).toBe(count);
    }
  });
});
