import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildHomeworkLearner, buildReviewer } from '../../../test/factories/homework';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { expertAssignmentsRepository } from './expert-assignments.repository';
import { AssignmentError, assignExpert } from './expert-assignments.service';

describe('assigning experts to courses (npm run assign-expert)', () => {
  let t: TestApp;
  let brandId: number;
  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await buildBrand(t.ctx)).id;
  });
  afterAll(() => t.close());

  const reviewList = (auth: Record<string, string>) =>
    t.app.inject({ url: '/spa/api/v1/expert/user-homework?status=NOT_UPLOADED', headers: auth });

  it('lets the expert review the courses named by their keys, any e-mail case, again changing nothing', async () => {
    const student = await buildHomeworkLearner(t.ctx, { brandId });
    const other = await buildHomeworkLearner(t.ctx, { brandId });
    const expert = await buildReviewer(t.ctx, brandId, 'expert');
    const email = expert.user.email ?? '';
    expect((await reviewList(expert.auth)).json()).toEqual([]);

    const keys = [student.course.importKey, other.course.importKey];
    const reviewed = await assignExpert(t.ctx.db, email.toUpperCase(), keys);
    expect(reviewed).toEqual([...keys].sort());
    const listed = (await reviewList(expert.auth)).json().map((row: { id: number }) => row.id);
    expect(listed).toEqual(
      expect.arrayContaining([...student.statuses, ...other.statuses].map((row) => row.id)),
    );
    expect(await assignExpert(t.ctx.db, email, keys.slice(0, 1))).toEqual([...keys].sort());
  });

  it('refuses an unknown account, a learner and an unknown course, assigning nothing', async () => {
    const student = await buildHomeworkLearner(t.ctx, { brandId });
    const key = student.course.importKey;
    const learner = await buildUser(t.ctx, { brandId });
    const expert = await buildReviewer(t.ctx, brandId, 'admin');
    const email = expert.user.email ?? '';
    await expect(assignExpert(t.ctx.db, 'nobody@example.com', [key])).rejects.toThrow(
      'there is no account nobody@example.com',
    );
    await expect(assignExpert(t.ctx.db, learner.user.email ?? '', [key])).rejects.toThrow(
      AssignmentError,
    );
    await expect(assignExpert(t.ctx.db, email, [key, 'no-such-course'])).rejects.toThrow(
      'there is no course with the key no-such-course',
    );
    const assignments = expertAssignmentsRepository(t.ctx.db);
    expect(await assignments.courseKeysOf(expert.user.id)).toEqual([]);
    expect(await assignments.courseKeysOf(learner.user.id)).toEqual([]);
  });
});
