import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import {
  assignCourses,
  buildHomeworkLearner,
  buildReviewer,
} from '../../../test/factories/homework';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';

type Auth = Record<string, string>;

const LEARNING_STATS = ['viewed_hours', 'completed_courses', 'completed_tasks', 'viewed_lessons'];
const STORED_STATS = [
  'scores_amount',
  'referral_orders',
  'cashback',
  'discount_for_referral',
  'link_jumps',
];
const DROPPED_COLUMNS = /viewed_hours|completed_courses|completed_tasks|viewed_lessons/;

describe('GET /user: the learning stats come from the learning', () => {
  const t = suiteApp();
  const { call } = t;

  const dayUrl = (streamId: number, dayId: number | undefined, action: 'start' | 'finish') =>
    `/user-course-streams/${streamId}/user-day-status/${dayId}/${action}`;
  const startDay = async (auth: Auth, streamId: number, dayId: number | undefined) => {
    const started = await call('POST', dayUrl(streamId, dayId, 'start'), auth);
    expect(started.statusCode).toBe(200);
    return started.json().id as number;
  };
  const finishDay = async (auth: Auth, streamId: number, dayId: number | undefined) => {
    expect((await call('POST', dayUrl(streamId, dayId, 'finish'), auth)).statusCode).toBe(200);
  };
  const watch = async (
    auth: Auth,
    at: { streamId: number; dayId: number | undefined; dayStatus: number },
    lessonSetLessonId: number | undefined,
    viewedSeconds: number,
  ) => {
    const saved = await call('POST', '/save-lesson-stat', auth, {
      stage_day_id: at.dayId,
      user_course_stream_id: at.streamId,
      stage_day_lesson_set_lesson_id: lessonSetLessonId,
      viewed_seconds: viewedSeconds,
      play_count: 1,
      day_status: at.dayStatus,
    });
    expect(saved.statusCode).toBe(200);
  };
  const submit = async (auth: Auth, streamId: number, statusId: number, payload: object) => {
    const url = `/user-course-streams/${streamId}/user-homework/${statusId}`;
    expect((await call('POST', url, auth, payload)).statusCode).toBe(200);
  };
  const review = async (auth: Auth, statusId: number, status: 'DONE' | 'FAIL') => {
    const url = `/expert/user-homework/${statusId}/review`;
    expect((await call('POST', url, auth, { status, comment: 'Seen' })).statusCode).toBe(200);
  };
  const stats = async (auth: Auth, expand: string[]) => {
    const response = await call('GET', `/user?expand=${expand.join(',')}`, auth);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /**
   * A learner with a running stream of a course with homework (day 1 of 2 finished, one lesson
   * watched and one saved at 0 s, the others never opened; homework accepted, failed, on
   * checking and not sent), and two complete streams of another course, whose one lesson
   * they watched in both.
   */
  async function busyLearner() {
    const brandId = (await buildBrand(t.ctx)).id;
    const student = await buildHomeworkLearner(t.ctx, {
      brandId,
      course: { daysPerStage: 2, lessonsPerSet: 2 },
    });
    const { auth, stream, days, lessonSetLessons, status } = student;
    const expert = await buildReviewer(t.ctx, brandId, 'expert');
    await assignCourses(t.ctx, expert.user.id, [student.course.id]);

    const dayStatus = await startDay(auth, stream.id, days[0]?.id);
    const running = { streamId: stream.id, dayId: days[0]?.id, dayStatus };
    await watch(auth, running, lessonSetLessons[0]?.id, 4000);
    await watch(auth, running, lessonSetLessons[1]?.id, 0);
    await finishDay(auth, stream.id, days[0]?.id);

    await submit(auth, stream.id, status.stageMessage.id, { message: 'Done: 3 sets' });
    await review(expert.auth, status.stageMessage.id, 'DONE');
    await submit(auth, stream.id, status.exercise.id, { exercise: '20 squats' });
    await review(expert.auth, status.exercise.id, 'FAIL');
    await submit(auth, stream.id, status.message.id, { message: 'On checking' });

    const other = await buildCourse(t.ctx, { daysPerStage: 2, lessonsPerSet: 1 });
    for (const viewed of [3400, 3399]) {
      const again = await buildStream(t.ctx, student.user.id, other.course.id);
      for (const [index, day] of other.days.entries()) {
        const id = await startDay(auth, again.id, day.id);
        if (index === 0) {
          const at = { streamId: again.id, dayId: day.id, dayStatus: id };
          await watch(auth, at, other.lessonSetLessons[0]?.id, viewed);
        }
        await finishDay(auth, again.id, day.id);
      }
    }
    return student;
  }

  it("answers each stat from the learner's lessons, homework and streams", async () => {
    const { auth } = await busyLearner();
    // Two lessons watched (the one of the other course in both its streams counts once).
    expect(await stats(auth, ['viewed_lessons'])).toMatchObject({ viewed_lessons: 2 });
    // 4000 + 3400 + 3399 s = 10 799 s: two whole hours, rounded down.
    expect(await stats(auth, ['viewed_hours'])).toMatchObject({ viewed_hours: 2 });
    // Only the accepted homework; the failed, the one on checking and the unsent do not count.
    expect(await stats(auth, ['completed_tasks'])).toMatchObject({ completed_tasks: 1 });
    // The other course, complete in two streams, counts once; the running stream does not.
    expect(await stats(auth, ['completed_courses'])).toMatchObject({ completed_courses: 1 });
    const all = await stats(auth, [...LEARNING_STATS, ...STORED_STATS]);
    expect(all).toMatchObject({
      viewed_lessons: 2,
      viewed_hours: 2,
      completed_tasks: 1,
      completed_courses: 1,
      // The referral and cashback stats stay at their stored 0.
      referral_orders: 0,
      cashback: 0,
      discount_for_referral: 0,
      link_jumps: 0,
    });
    // The points balance is still the stored one (the accepted homework's points).
    expect(all.scores_amount).toEqual(expect.any(Number));
  });

  it("answers 0 for a new learner, whoever else learns (someone else's data never counts)", async () => {
    await busyLearner();
    const { auth } = await buildUser(t.ctx);
    expect(await stats(auth, LEARNING_STATS)).toMatchObject({
      viewed_hours: 0,
      completed_courses: 0,
      completed_tasks: 0,
      viewed_lessons: 0,
    });
  });

  it('costs one statement for any of them, and nothing when none is asked', async () => {
    const { auth } = await buildUser(t.ctx);
    t.queries.length = 0;
    const plain = await call('GET', '/user', auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('viewed_lessons');
    // The session lookup alone, which no longer reads the dropped columns.
    const lookup = [...t.queries];
    expect(lookup).toHaveLength(1);
    expect(lookup[0]).toMatch(/"sessions"/);
    expect(lookup[0]).not.toMatch(DROPPED_COLUMNS);

    const statementsOf = async (expand: string[]) => {
      t.queries.length = 0;
      await stats(auth, expand);
      return [...t.queries];
    };
    // The stats kept on the user row need nothing more, and the session is kept now.
    expect(await statementsOf(STORED_STATS)).toEqual([]);
    for (const expand of [
      ...LEARNING_STATS.map((name) => [name]),
      ['viewed_hours', 'completed_tasks'],
      LEARNING_STATS,
      [...LEARNING_STATS, ...STORED_STATS],
    ]) {
      const statements = await statementsOf(expand);
      expect(statements, expand.join()).toHaveLength(1);
      expect(statements[0]).not.toMatch(/"sessions"/);
    }
    // With the social links too: one statement each.
    expect(await statementsOf([...LEARNING_STATS, 'user_external_auths'])).toHaveLength(2);
  });
});
