import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assignCourses,
  buildHomeworkLearner,
  buildReviewer,
} from '../../../test/factories/homework';
import { buildCourse, buildStream, courseDocument } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { userDayStatuses } from '../../db/schema/streams';
import { importCourse } from '../courses/import/course-import.service';
import { learningChanged } from './learning-changes';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** The source files of the API, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('learning changes drop the cached status answers they make stale', () => {
  const t = suiteApp();
  const { call } = t;

  async function status(auth: Record<string, string>, streamId: number) {
    const response = await call(
      'GET',
      `/user-course-streams/${streamId}/status?request-all=1`,
      auth,
    );
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('homework sent by the learner and reviewed by the expert', async () => {
    const learner = await buildHomeworkLearner(t.ctx);
    const reviewer = await buildReviewer(t.ctx, learner.user.brandId, 'expert');
    await assignCourses(t.ctx, reviewer.user.id, [learner.course.id]);
    const { auth, stream, status: statuses } = learner;
    const homeworkStatus = async () =>
      (await status(auth, stream.id)).homeworks.find(
        (row: { id: number }) => row.id === statuses.message.id,
      ).status;
    expect(await homeworkStatus()).toBe('NOT_UPLOADED');

    const sent = await call(
      'POST',
      `/user-course-streams/${stream.id}/user-homework/${statuses.message.id}`,
      auth,
      { message: 'Done' },
    );
    expect(sent.statusCode).toBe(200);
    expect(await homeworkStatus()).toBe('UPLOADED');

    const reviewed = await call(
      'POST',
      `/expert/user-homework/${statuses.message.id}/review`,
      reviewer.auth,
      { status: 'DONE', comment: 'Well done' },
    );
    expect(reviewed.statusCode).toBe(200);
    expect(await homeworkStatus()).toBe('DONE');
  });

  it("a course change drops its learners' answers and only theirs", async () => {
    const first = await buildUser(t.ctx);
    const built = await buildCourse(t.ctx, { daysPerStage: 2 });
    const stream = await buildStream(t.ctx, first.user.id, built.course.id);
    const other = await buildUser(t.ctx);
    const otherCourse = await buildCourse(t.ctx, { daysPerStage: 2 });
    const otherStream = await buildStream(t.ctx, other.user.id, otherCourse.course.id);
    expect((await status(first.auth, stream.id)).days).toHaveLength(2);
    expect((await status(other.auth, otherStream.id)).days[0].dayStatusId).toBeNull();

    // Re-imported with a third day; the other learner's day started behind the API's back.
    await importCourse(t.ctx.db, {
      ...courseDocument({ daysPerStage: 3 }),
      key: built.course.importKey,
    });
    await t.ctx.db.insert(userDayStatuses).values({
      streamId: otherStream.id,
      dayId: otherCourse.days[0]?.id ?? 0,
      startedAt: t.clock.now(),
    });
    // The course's content is read per version, which the import raised: no drop needed.
    const stages = await call(
      'GET',
      `/courses/${built.course.id}/stages?expand=requestDays`,
      first.auth,
    );
    expect(stages.json()[0].requestDays).toHaveLength(3);
    expect((await status(first.auth, stream.id)).days).toHaveLength(2);

    await learningChanged(t.ctx, { courseId: built.course.id });
    expect((await status(first.auth, stream.id)).days).toHaveLength(3);
    // Still the cached answer: no change of that learner or their course was reported.
    expect((await status(other.auth, otherStream.id)).days[0].dayStatusId).toBeNull();
  });

  it('no other module drops cached answers', () => {
    const dropping = sourceFiles(SRC)
      .filter((path) => readFileSync(path, 'utf8').includes('cache.drop('))
      .map((path) => relative(SRC, path));
    expect(dropping).toEqual(['modules/streams/learning-changes.ts']);
  });
});
