import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { atFileUrlWindowStart, buildFile, signedFileUrl } from '../../../test/factories/files';
import {
  assignCourses,
  buildHomeworkLearner,
  buildReviewer,
} from '../../../test/factories/homework';
import { createTestApp, ownStatements, type TestApp } from '../../../test/helpers/test-app';
import { homeworkMessages, userHomeworkStatuses } from '../../db/schema/homework';
import { users } from '../../db/schema/users';
import { toSeconds } from '../../lib/clock';

const V1 = '/spa/api/v1';
type Auth = Record<string, string>;

describe('homework review', () => {
  let t: TestApp;
  let brandId: number;
  let expert: Auth;
  let expertId: number;
  beforeAll(async () => {
    t = await createTestApp();
    brandId = (await buildBrand(t.ctx)).id;
    const built = await buildReviewer(t.ctx, brandId, 'expert');
    expert = built.auth;
    expertId = built.user.id;
  });
  afterAll(() => t.close());

  /** A learner of the brand in a fresh course, which the suite's expert reviews. */
  const learner = async () => {
    const student = await buildHomeworkLearner(t.ctx, { brandId });
    await assignCourses(t.ctx, expertId, [student.course.id]);
    return student;
  };
  const review = (auth: Auth, statusId: number | string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${V1}/expert/user-homework/${statusId}/review?lang=en`,
      headers: auth,
      payload,
    });
  const list = (auth: Auth, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${V1}/expert/user-homework?lang=en${query}`,
      headers: auth,
    });
  const submit = (auth: Auth, streamId: number, statusId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${V1}/user-course-streams/${streamId}/user-homework/${statusId}?lang=en`,
      headers: auth,
      payload,
    });
  const thread = (auth: Auth, streamId: number, statusId: number) =>
    t.app.inject({
      method: 'GET',
      url: `${V1}/user-course-streams/${streamId}/user-homework/${statusId}`,
      headers: auth,
    });
  const reviewThread = (auth: Auth, statusId: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `${V1}/expert/user-homework/${statusId}?lang=en`,
      headers: auth,
    });
  /** A learner whose message homework is on checking. */
  const submitted = async (student?: Awaited<ReturnType<typeof learner>>) => {
    student ??= await learner();
    const sent = await submit(student.auth, student.stream.id, student.status.message.id, {
      message: 'Done: 3 sets',
    });
    expect(sent.statusCode).toBe(200);
    return student;
  };

  describe('GET /expert/user-homework', () => {
    it("lists the assigned courses' homework on checking, longest waiting first, page by page", async () => {
      const [first, second, third] = [await learner(), await learner(), await learner()];
      // Sent in the order third, first, second: the order of sending decides, not the ids.
      for (const student of [third, first, second]) {
        await submitted(student);
        t.clock.advance(60);
      }
      // Neither a course the expert does not review nor another brand's learner of an
      // assigned course is listed.
      const unassigned = await buildHomeworkLearner(t.ctx, { brandId });
      const elsewhere = await buildHomeworkLearner(t.ctx);
      await assignCourses(t.ctx, expertId, [elsewhere.course.id]);
      for (const other of [unassigned, elsewhere]) {
        await submit(other.auth, other.stream.id, other.status.message.id, { message: 'Not mine' });
      }
      const page1 = await list(expert, '&per-page=2');
      expect(page1.statusCode).toBe(200);
      expect(page1.headers).toMatchObject({
        'x-pagination-current-page': '1',
        'x-pagination-page-count': '2',
        'x-pagination-per-page': '2',
        'x-pagination-total-count': '3',
      });
      expect(page1.json()).toEqual([
        expect.objectContaining({
          id: third.status.message.id,
          status: 'UPLOADED',
          scores: 0,
          homework: expect.objectContaining({ id: third.status.message.homeworkId }),
        }),
        expect.objectContaining({ id: first.status.message.id }),
      ]);
      const page2 = await list(expert, '&status=UPLOADED&per-page=2&page=2');
      expect(page2.json().map((item: { id: number }) => item.id)).toEqual([
        second.status.message.id,
      ]);
    });

    it('lists another status when asked and rejects an unknown one (422)', async () => {
      const student = await learner();
      const waiting = await list(expert, '&status=NOT_UPLOADED&per-page=100');
      expect(waiting.json().map((item: { id: number }) => item.id)).toEqual(
        expect.arrayContaining(student.statuses.map((row) => row.id)),
      );
      const unknown = await list(expert, '&status=LOST');
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['status']);
    });

    it('is for experts and admins only (403 for a learner); each sees only assigned courses', async () => {
      const student = await submitted();
      const response = await list(student.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only experts can review homework');
      const ids = async (auth: Auth) =>
        (await list(auth, '&per-page=100')).json().map((item: { id: number }) => item.id);
      const admin = await buildReviewer(t.ctx, brandId, 'admin');
      expect(await ids(admin.auth)).toEqual([]);
      await assignCourses(t.ctx, admin.user.id, [student.course.id]);
      expect(await ids(admin.auth)).toEqual([student.status.message.id]);
    });

    it('runs the same number of queries whatever the length of the page', async () => {
      const otherBrand = (await buildBrand(t.ctx)).id;
      const reviewer = await buildReviewer(t.ctx, otherBrand, 'expert');
      const count = async () => {
        t.queries.length = 0;
        await list(reviewer.auth);
        return ownStatements(t.queries).length;
      };
      const empty = await count();
      for (let i = 0; i < 3; i += 1) {
        const student = await buildHomeworkLearner(t.ctx, { brandId: otherBrand });
        await assignCourses(t.ctx, reviewer.user.id, [student.course.id]);
        await submit(student.auth, student.stream.id, student.status.message.id, { message: 'x' });
      }
      expect((await list(reviewer.auth)).json()).toHaveLength(3);
      expect(await count()).toBe(empty);
    });
  });

  describe('GET /expert/user-homework/{statusId}', () => {
    it('shows the reviewer the submission with its files, then the whole dialogue oldest first', async () => {
      const student = await learner();
      const statusId = student.status.file.id;
      const photo = await buildFile(t.ctx, student.user.id, 'png', 'front.png');
      // The answers below, minutes apart, hand out the same file URLs within one window.
      atFileUrlWindowStart(t.clock);
      const sent = await submit(student.auth, student.stream.id, statusId, {
        message: 'My posture',
        file_ids: [photo.id],
      });
      expect(sent.statusCode).toBe(200);

      const before = await reviewThread(expert, statusId);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        userHomeworkStatus: expect.objectContaining({
          id: statusId,
          status: 'UPLOADED',
          homework: expect.objectContaining({
            id: student.status.file.homeworkId,
            kind: 'file',
          }),
        }),
        messages: [sent.json().chatMessage],
      });
      expect(before.json().messages[0].files).toEqual([
        expect.objectContaining({
          id: photo.id,
          name: 'front.png',
          url: signedFileUrl(photo.storageKey),
        }),
      ]);

      t.clock.advance(60);
      const failed = await review(expert, statusId, { status: 'FAIL', comment: 'Turn sideways' });
      t.clock.advance(60);
      const retake = await submit(student.auth, student.stream.id, statusId, {
        message: 'Sideways now',
        file_ids: [photo.id],
      });
      const after = await reviewThread(expert, statusId);
      expect(after.json().userHomeworkStatus.status).toBe('UPLOADED');
      // The reviewer reading it does not mark the expert's answer as read for the learner.
      expect(after.json().messages).toEqual([
        sent.json().chatMessage,
        failed.json().chatMessage,
        retake.json().chatMessage,
      ]);
      expect(after.json().messages[1].is_viewed).toBe(false);
      const learnerView = await thread(student.auth, student.stream.id, statusId);
      expect(learnerView.json().messages[1].is_viewed).toBe(true);
    });

    it("is for the course's experts and admins: learners 403, another course's, another brand's or unknown 404", async () => {
      const student = await submitted();
      const statusId = student.status.message.id;
      const admin = await buildReviewer(t.ctx, brandId, 'admin', [student.course.id]);
      const byAdmin = await reviewThread(admin.auth, statusId);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().messages.map((m: { message: string }) => m.message)).toEqual([
        'Done: 3 sets',
      ]);

      const self = await reviewThread(student.auth, statusId);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('Only experts can review homework');
      const otherCourse = await buildReviewer(t.ctx, brandId, 'expert');
      expect((await reviewThread(otherCourse.auth, statusId)).statusCode).toBe(404);
      const stranger = await buildReviewer(t.ctx, (await buildBrand(t.ctx)).id, 'expert', [
        student.course.id,
      ]);
      expect((await reviewThread(stranger.auth, statusId)).statusCode).toBe(404);
      expect((await reviewThread(expert, 999999)).statusCode).toBe(404);
      const badId = await reviewThread(expert, 'abc');
      expect(badId.statusCode).toBe(422);
      expect(badId.json().errors).toEqual({ statusId: ['UserHomeworkStatusId must be set'] });
      expect((await reviewThread({}, statusId)).statusCode).toBe(401);
    });
  });

  describe('POST /expert/user-homework/{statusId}/review', () => {
    it('fails the homework with a comment the learner reads, then the retake is approved', async () => {
      const student = await submitted();
      const reviewer = await buildReviewer(t.ctx, brandId, 'expert', [student.course.id]);
      const avatar = await buildFile(t.ctx, reviewer.user.id, 'png');
      await t.ctx.db
        .update(users)
        .set({ avatarFileId: avatar.id })
        .where(eq(users.id, reviewer.user.id));
      const statusId = student.status.message.id;
      t.clock.advance(600);

      const failed = await review(reviewer.auth, statusId, {
        status: 'FAIL',
        comment: 'Keep your back straight',
      });
      expect(failed.statusCode).toBe(200);
      const now = toSeconds(t.clock.now());
      expect(failed.json()).toEqual({
        chatMessage: {
          id: expect.any(Number),
          message: 'Keep your back straight',
          exercise: null,
          is_viewed: false,
          files: [],
          employee: { is_expert: true, name: 'Eva Expert', file: signedFileUrl(avatar.storageKey) },
          created_at: now,
          updated_at: now,
        },
        userHomeworkStatus: expect.objectContaining({
          id: statusId,
          status: 'FAIL',
          updatedAt: now,
        }),
      });

      const seen = await thread(student.auth, student.stream.id, statusId);
      expect(seen.json().userHomeworkStatus.status).toBe('FAIL');
      expect(seen.json().messages).toEqual([
        expect.objectContaining({ message: 'Done: 3 sets', employee: null }),
        { ...failed.json().chatMessage, is_viewed: true },
      ]);
      const stored = await t.ctx.db
        .select()
        .from(homeworkMessages)
        .where(eq(homeworkMessages.statusId, statusId));
      // Opening the dialogue marks only the expert's messages as read.
      expect(stored.map((row) => [row.isExpert, row.isViewed])).toEqual([
        [false, false],
        [true, true],
      ]);

      const retake = await submit(student.auth, student.stream.id, statusId, {
        message: 'Straight now',
      });
      expect(retake.statusCode).toBe(200);
      expect(retake.json().userHomeworkStatus.status).toBe('UPLOADED');

      const done = await review(expert, statusId, { status: 'DONE', comment: 'Well done' });
      expect(done.json().userHomeworkStatus.status).toBe('DONE');
      const final = await thread(student.auth, student.stream.id, statusId);
      expect(final.json().userHomeworkStatus.status).toBe('DONE');
      expect(final.json().messages.map((m: { message: string }) => m.message)).toEqual([
        'Done: 3 sets',
        'Keep your back straight',
        'Straight now',
        'Well done',
      ]);
      const afterDone = await submit(student.auth, student.stream.id, statusId, {
        message: 'Again',
      });
      expect(afterDone.statusCode).toBe(409);
    });

    it('lets an admin who is no expert review, named without the expert flag', async () => {
      const student = await submitted();
      const admin = await buildReviewer(t.ctx, brandId, 'admin', [student.course.id]);
      const response = await review(admin.auth, student.status.message.id, {
        status: 'DONE',
        comment: 'OK',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().chatMessage.employee).toEqual({
        is_expert: false,
        name: 'Eva Expert',
        file: null,
      });
    });

    it('reviews only homework on checking (409), storing nothing', async () => {
      const student = await submitted();
      const notSent = await review(expert, student.status.file.id, {
        status: 'DONE',
        comment: 'x',
      });
      expect(notSent.statusCode).toBe(409);
      expect(notSent.json().message).toBe('Only homework on checking can be reviewed');
      await review(expert, student.status.message.id, { status: 'DONE', comment: 'Good' });
      const twice = await review(expert, student.status.message.id, {
        status: 'FAIL',
        comment: 'No',
      });
      expect(twice.statusCode).toBe(409);
      const rows = await t.ctx.db
        .select()
        .from(homeworkMessages)
        .where(eq(homeworkMessages.statusId, student.status.message.id));
      expect(rows).toHaveLength(2);
    });

    it("refuses learners (403), another course's and another brand's homework (404), storing nothing", async () => {
      const student = await submitted();
      const statusId = student.status.message.id;
      const self = await review(student.auth, statusId, { status: 'DONE', comment: 'Me' });
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('Only experts can review homework');
      const otherCourse = await buildReviewer(t.ctx, brandId, 'expert');
      const unassigned = await review(otherCourse.auth, statusId, {
        status: 'DONE',
        comment: 'Hi',
      });
      expect(unassigned.statusCode).toBe(404);
      const stranger = await buildReviewer(t.ctx, (await buildBrand(t.ctx)).id, 'expert', [
        student.course.id,
      ]);
      const foreign = await review(stranger.auth, statusId, { status: 'DONE', comment: 'Hi' });
      expect(foreign.statusCode).toBe(404);
      const [row] = await t.ctx.db
        .select()
        .from(userHomeworkStatuses)
        .where(eq(userHomeworkStatuses.id, statusId));
      expect(row?.status).toBe('UPLOADED');
      const messages = await t.ctx.db
        .select()
        .from(homeworkMessages)
        .where(eq(homeworkMessages.statusId, statusId));
      expect(messages).toHaveLength(1);
    });

    it('answers 422 for a bad id, a verdict other than DONE or FAIL and an empty comment', async () => {
      const badId = await review(expert, 'abc', { status: 'DONE', comment: 'x' });
      expect(badId.statusCode).toBe(422);
      expect(badId.json().errors).toEqual({ statusId: ['UserHomeworkStatusId must be set'] });
      const student = await submitted();
      const bad = await review(expert, student.status.message.id, {
        status: 'UPLOADED',
        comment: '  ',
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['comment', 'status']);
    });
  });

  it('refreshes the cached stream status after each change', async () => {
    const student = await learner();
    const statusOfHomework = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${V1}/user-course-streams/${student.stream.id}/status?request-all=1`,
        headers: student.auth,
      });
      const homework = response.json().homeworks as { id: number; status: string }[];
      return homework.find((item) => item.id === student.status.message.id)?.status;
    };
    expect(await statusOfHomework()).toBe('NOT_UPLOADED');
    await submit(student.auth, student.stream.id, student.status.message.id, { message: 'x' });
    expect(await statusOfHomework()).toBe('UPLOADED');
    await review(expert, student.status.message.id, { status: 'FAIL', comment: 'Again' });
    expect(await statusOfHomework()).toBe('FAIL');
  });
});
