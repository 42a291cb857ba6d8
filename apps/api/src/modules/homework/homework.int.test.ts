import { HOMEWORK_FILE_MAX_BYTES } from '@platform/domain/homework';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atFileUrlWindowStart, buildFile, signedFileUrl } from '../../../test/factories/files';
import { buildHomeworkLearner } from '../../../test/factories/homework';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { homeworks } from '../../db/schema/courses';
import { files } from '../../db/schema/files';
import { homeworkMessages, userHomeworkStatuses } from '../../db/schema/homework';
import { toSeconds } from '../../lib/clock';

const V1 = '/spa/api/v1';
type Auth = Record<string, string>;

describe('learner homework', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (auth: Auth, url: string) =>
    t.app.inject({ method: 'GET', url: `${V1}${url}`, headers: auth });
  const submit = (auth: Auth, streamId: number | string, statusId: number | string, payload = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${V1}/user-course-streams/${streamId}/user-homework/${statusId}?lang=en`,
      headers: auth,
      payload,
    });
  const statusRow = async (id: number) =>
    (await t.ctx.db.select().from(userHomeworkStatuses).where(eq(userHomeworkStatuses.id, id)))[0];
  const messagesOf = (statusId: number) =>
    t.ctx.db.select().from(homeworkMessages).where(eq(homeworkMessages.statusId, statusId));
  /** The SQL statements one call runs, the session lookup included. */
  const queriesOf = async (call: () => Promise<unknown>) => {
    t.queries.length = 0;
    await call();
    return t.queries.length;
  };

  describe('GET /user-course-streams/{id}/user-homework', () => {
    it('creates a NOT_UPLOADED status for every homework of the course, once', async () => {
      const {
        user,
        auth,
        stream,
        stages,
        days,
        homeworks: rows,
      } = await buildHomeworkLearner(t.ctx);
      await t.ctx.db
        .delete(userHomeworkStatuses)
        .where(eq(userHomeworkStatuses.streamId, stream.id));
      const response = await get(auth, `/user-course-streams/${stream.id}/user-homework`);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      const base = { streamId: stream.id, status: 'NOT_UPLOADED', isLocked: false };
      expect(list).toEqual(
        rows.map((homework) => ({
          ...base,
          id: expect.any(Number),
          homeworkId: homework.id,
          targetType: homework.targetType,
          targetId: homework.targetType === 'course_stage_homework' ? stages[0]?.id : days[0]?.id,
          createdAt: expect.any(Number),
          updatedAt: expect.any(Number),
          user_id: user.id,
          dialog_id: expect.any(Number),
        })),
      );
      for (const item of list) expect(item.dialog_id).toBe(item.id);
      expect(list.map((item: { targetType: string }) => item.targetType)).toEqual([
        'course_stage_homework',
        'stage_day_homework',
        'stage_day_homework',
        'stage_day_homework',
      ]);
      // Seconds on the wire.
      expect(Math.abs(list[0].createdAt - Date.now() / 1000)).toBeLessThan(60);
      const again = await get(auth, `/user-course-streams/${stream.id}/user-homework`);
      expect(again.json()).toEqual(list);
    });

    it('expands the homework and its points on request', async () => {
      const { auth, stream, homeworks: rows } = await buildHomeworkLearner(t.ctx);
      const first = rows[0];
      if (!first) throw new Error('no homework');
      await t.ctx.db
        .update(homeworks)
        .set({ scores: 15, isRequired: 1 })
        .where(eq(homeworks.id, first.id));
      const response = await get(
        auth,
        `/user-course-streams/${stream.id}/user-homework?expand=scores,homework`,
      );
      const [item] = response.json();
      expect(item.scores).toBe(15);
      expect(item.homework).toEqual({
        id: first.id,
        homeworkId: first.id,
        courseId: first.courseId,
        targetType: 'course_stage_homework',
        stageId: first.stageId,
        dayId: null,
        sort: first.sort,
        title: first.title,
        description: first.description,
        kind: 'message',
        isDemoAccessible: false,
        is_required: true,
        scores: 15,
      });
      const plain = (await get(auth, `/user-course-streams/${stream.id}/user-homework`)).json();
      expect(plain[0]).not.toHaveProperty('homework');
      expect(plain[0]).not.toHaveProperty('scores');
    });

    it('locks the homework a demo stream without full access cannot use', async () => {
      const demo = await buildHomeworkLearner(t.ctx, { stream: { isDemo: true } });
      const open = demo.status.message.homeworkId;
      await t.ctx.db
        .update(homeworks)
        .set({ isDemoAccessible: true })
        .where(eq(homeworks.id, open));
      const list = (await get(demo.auth, `/user-course-streams/${demo.stream.id}/user-homework`))
        .json()
        .map((item: { homeworkId: number; isLocked: boolean }) => [item.homeworkId, item.isLocked]);
      expect(list).toEqual(demo.statuses.map((row) => [row.homeworkId, row.homeworkId !== open]));

      const paid = await buildHomeworkLearner(t.ctx, {
        stream: { isDemo: true, courseFullAccess: true },
      });
      const unlocked = (
        await get(paid.auth, `/user-course-streams/${paid.stream.id}/user-homework`)
      ).json();
      expect(unlocked.every((item: { isLocked: boolean }) => !item.isLocked)).toBe(true);
    });

    it("answers 404 for someone else's or an unknown stream, 422 for a bad id, 401 signed out", async () => {
      const { stream } = await buildHomeworkLearner(t.ctx);
      const { auth } = await buildUser(t.ctx);
      expect((await get(auth, `/user-course-streams/${stream.id}/user-homework`)).statusCode).toBe(
        404,
      );
      expect((await get(auth, '/user-course-streams/999999/user-homework')).statusCode).toBe(404);
      const bad = await get(auth, '/user-course-streams/abc/user-homework?lang=en');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ id: ['StreamId must be set'] });
      expect((await get({}, `/user-course-streams/${stream.id}/user-homework`)).statusCode).toBe(
        401,
      );
    });

    it('runs the same number of queries whatever the number of homeworks', async () => {
      const small = await buildHomeworkLearner(t.ctx);
      const large = await buildHomeworkLearner(t.ctx, { course: { stages: 4 } });
      const url = (id: number) => `/user-course-streams/${id}/user-homework?expand=scores,homework`;
      const smallCount = await queriesOf(() => get(small.auth, url(small.stream.id)));
      const largeCount = await queriesOf(() => get(large.auth, url(large.stream.id)));
      expect((await get(large.auth, url(large.stream.id))).json()).toHaveLength(7);
      expect(largeCount).toBe(smallCount);
      expect(smallCount).toBeLessThanOrEqual(4);
    });
  });

  describe('GET /homework', () => {
    it("lists the user's statuses of all their streams and nobody else's", async () => {
      const learner = await buildHomeworkLearner(t.ctx);
      const second = await buildCourse(t.ctx, { homeworkKinds: ['file'] });
      const stream = await buildStream(t.ctx, learner.user.id, second.course.id);
      await buildHomeworkLearner(t.ctx);
      const response = await get(learner.auth, '/homework?expand=homework');
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((item: { streamId: number }) => item.streamId)).toEqual([
        ...learner.statuses.map(() => learner.stream.id),
        stream.id,
      ]);
      expect(list[4]).toMatchObject({
        homeworkId: second.homeworks[0]?.id,
        status: 'NOT_UPLOADED',
        homework: { kind: 'file', courseId: second.course.id },
      });
      expect(list[0]).not.toHaveProperty('scores');
    });

    it('runs the same number of queries whatever the number of streams', async () => {
      const one = await buildHomeworkLearner(t.ctx);
      const three = await buildHomeworkLearner(t.ctx);
      for (let i = 0; i < 2; i += 1) {
        const course = await buildCourse(t.ctx, { homeworkKinds: ['message', 'file'] });
        await buildStream(t.ctx, three.user.id, course.course.id);
      }
      const oneCount = await queriesOf(() => get(one.auth, '/homework?expand=scores,homework'));
      const threeCount = await queriesOf(() => get(three.auth, '/homework?expand=scores,homework'));
      expect((await get(three.auth, '/homework')).json()).toHaveLength(8);
      expect(threeCount).toBe(oneCount);
    });
  });

  describe('GET /user-course-streams/{streamId}/user-homework/{statusId}', () => {
    it('answers the status with its homework and an empty dialogue before anything is sent', async () => {
      const { user, auth, stream, status, homeworks: rows } = await buildHomeworkLearner(t.ctx);
      const response = await get(
        auth,
        `/user-course-streams/${stream.id}/user-homework/${status.file.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        userHomeworkStatus: {
          id: status.file.id,
          homeworkId: status.file.homeworkId,
          targetId: status.file.targetId,
          targetType: 'stage_day_homework',
          streamId: stream.id,
          status: 'NOT_UPLOADED',
          createdAt: toSeconds(status.file.createdAt),
          updatedAt: toSeconds(status.file.updatedAt),
          isLocked: false,
          user_id: user.id,
          dialog_id: status.file.id,
          homework: expect.objectContaining({ id: rows[2]?.id, kind: 'file' }),
        },
        messages: [],
      });
    });

    it("answers 404 for someone else's status or a status of another stream, 422 for bad ids", async () => {
      const mine = await buildHomeworkLearner(t.ctx);
      const theirs = await buildHomeworkLearner(t.ctx);
      const other = await buildCourse(t.ctx, { homeworkKinds: ['message'] });
      const otherStream = await buildStream(t.ctx, mine.user.id, other.course.id);
      const url = (streamId: number | string, statusId: number | string) =>
        `/user-course-streams/${streamId}/user-homework/${statusId}?lang=en`;
      const of = (streamId: number | string, statusId: number | string) =>
        get(mine.auth, url(streamId, statusId));
      expect((await of(theirs.stream.id, theirs.status.message.id)).statusCode).toBe(404);
      expect((await of(mine.stream.id, theirs.status.message.id)).statusCode).toBe(404);
      expect((await of(otherStream.id, mine.status.message.id)).statusCode).toBe(404);
      const badStatus = await of(mine.stream.id, '0');
      expect(badStatus.statusCode).toBe(422);
      expect(badStatus.json().errors).toEqual({ statusId: ['UserHomeworkStatusId must be set'] });
      const badStream = await of('x', mine.status.message.id);
      expect(badStream.json().errors).toEqual({ streamId: ['StreamId must be set'] });
    });

    it('runs the same number of queries whatever the length of the dialogue', async () => {
      const quiet = await buildHomeworkLearner(t.ctx);
      const busy = await buildHomeworkLearner(t.ctx);
      const photo = await buildFile(t.ctx, busy.user.id, 'png');
      await t.ctx.db.insert(homeworkMessages).values(
        [1, 2, 3].map((n) => ({
          statusId: busy.status.file.id,
          authorId: busy.user.id,
          message: `attempt ${n}`,
          fileIds: [photo.id],
        })),
      );
      const url = (learner: typeof quiet) =>
        `/user-course-streams/${learner.stream.id}/user-homework/${learner.status.file.id}`;
      const quietCount = await queriesOf(() => get(quiet.auth, url(quiet)));
      const busyCount = await queriesOf(() => get(busy.auth, url(busy)));
      expect((await get(busy.auth, url(busy))).json().messages).toHaveLength(3);
      expect(busyCount).toBe(quietCount);
    });
  });

  describe('POST /user-course-streams/{streamId}/user-homework/{statusId}', () => {
    it('stores the message and puts the homework on checking', async () => {
      const { auth, stream, status } = await buildHomeworkLearner(t.ctx);
      t.clock.advance(3600);
      const response = await submit(auth, stream.id, status.message.id, {
        message: 'My answer',
      });
      expect(response.statusCode).toBe(200);
      const now = toSeconds(t.clock.now());
      const body = response.json();
      expect(body).toEqual({
        chatMessage: {
          id: expect.any(Number),
          message: 'My answer',
          exercise: null,
          is_viewed: false,
          files: [],
          employee: null,
          created_at: now,
          updated_at: now,
        },
        userHomeworkStatus: expect.objectContaining({
          id: status.message.id,
          status: 'UPLOADED',
          updatedAt: now,
          isLocked: false,
        }),
      });
      expect((await statusRow(status.message.id))?.status).toBe('UPLOADED');
      const thread = await get(
        auth,
        `/user-course-streams/${stream.id}/user-homework/${status.message.id}`,
      );
      expect(thread.json().messages).toEqual([body.chatMessage]);
      expect(thread.json().userHomeworkStatus.status).toBe('UPLOADED');
    });

    it('refuses a second submission while on checking (409), storing nothing', async () => {
      const { auth, stream, status } = await buildHomeworkLearner(t.ctx);
      await submit(auth, stream.id, status.exercise.id, { exercise: '20 squats' });
      const again = await submit(auth, stream.id, status.exercise.id, { exercise: '30 squats' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'The homework is already on checking or approved and cannot be sent again',
      );
      expect(await messagesOf(status.exercise.id)).toHaveLength(1);
    });

    it("asks for what the homework's kind requires (422)", async () => {
      const { auth, stream, status } = await buildHomeworkLearner(t.ctx);
      const blank = await submit(auth, stream.id, status.message.id, { message: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ message: ['Message required'] });
      const noFile = await submit(auth, stream.id, status.file.id, { message: 'see attached' });
      expect(noFile.json().errors).toEqual({ file_ids: ['Attach at least one file'] });
      const noExercise = await submit(auth, stream.id, status.exercise.id, { exercise: ' ' });
      expect(noExercise.json().errors).toEqual({ exercise: ['Complete the exercise'] });
      for (const row of [status.message, status.file, status.exercise]) {
        expect((await statusRow(row.id))?.status).toBe('NOT_UPLOADED');
        expect(await messagesOf(row.id)).toEqual([]);
      }
    });

    it('attaches own photos and videos, answering them without their size', async () => {
      const { auth, user, stream, status } = await buildHomeworkLearner(t.ctx);
      const png = await buildFile(t.ctx, user.id, 'png', 'front.png');
      const jpeg = await buildFile(t.ctx, user.id, 'jpeg', 'side.jpg');
      const response = await submit(auth, stream.id, status.file.id, {
        file_ids: [png.id, jpeg.id, png.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().chatMessage.files).toEqual([
        {
          id: png.id,
          url: signedFileUrl(png.storageKey),
          type: 2,
          mime: 'image/png',
          name: 'front.png',
        },
        {
          id: jpeg.id,
          url: signedFileUrl(jpeg.storageKey),
          type: 2,
          mime: 'image/jpeg',
          name: 'side.jpg',
        },
      ]);
      expect((await messagesOf(status.file.id))[0]?.fileIds).toEqual([png.id, jpeg.id]);
    });

    it("refuses someone else's file, a PDF (422) and a file over 50 MB (413)", async () => {
      const { auth, user, stream, status } = await buildHomeworkLearner(t.ctx);
      const stranger = await buildUser(t.ctx);
      const theirs = await buildFile(t.ctx, stranger.user.id, 'png');
      const foreign = await submit(auth, stream.id, status.file.id, { file_ids: [theirs.id] });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().errors).toEqual({ file_ids: ['File not found, upload it again'] });

      const pdf = await buildFile(t.ctx, user.id, 'pdf');
      const document = await submit(auth, stream.id, status.file.id, { file_ids: [pdf.id] });
      expect(document.statusCode).toBe(422);
      expect(document.json().errors).toEqual({ file_ids: ['You can upload only photo or video'] });

      const big = await buildFile(t.ctx, user.id, 'png');
      await t.ctx.db
        .update(files)
        .set({ size: HOMEWORK_FILE_MAX_BYTES + 1 })
        .where(eq(files.id, big.id));
      const tooLarge = await submit(auth, stream.id, status.file.id, { file_ids: [big.id] });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        message: 'File is too large',
        errors: { file_ids: ['File is too large'] },
      });
      expect(await messagesOf(status.file.id)).toEqual([]);

      // Exactly 50 MB is allowed.
      await t.ctx.db
        .update(files)
        .set({ size: HOMEWORK_FILE_MAX_BYTES })
        .where(eq(files.id, big.id));
      expect(
        (await submit(auth, stream.id, status.file.id, { file_ids: [big.id] })).statusCode,
      ).toBe(200);
    });

    it('refuses homework locked in a demo stream (403)', async () => {
      const { auth, stream, status } = await buildHomeworkLearner(t.ctx, {
        stream: { isDemo: true },
      });
      const response = await submit(auth, stream.id, status.message.id, { message: 'Hi' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'This homework is not available in the demo version of the course',
      );
      expect(await messagesOf(status.message.id)).toEqual([]);
    });

    it('answers a retry with the same idempotency key as the first time, storing nothing', async () => {
      const { auth, user, stream, status } = await buildHomeworkLearner(t.ctx);
      const photo = await buildFile(t.ctx, user.id, 'png');
      const payload = { file_ids: [photo.id], idempotency_key: 'upload-7f3a9c21' };
      // Both answers, a minute apart, hand out the same file URL within one window.
      atFileUrlWindowStart(t.clock);
      const first = await submit(auth, stream.id, status.file.id, payload);
      t.clock.advance(60);
      const retry = await submit(auth, stream.id, status.file.id, payload);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(await messagesOf(status.file.id)).toHaveLength(1);
      const other = await submit(auth, stream.id, status.file.id, {
        ...payload,
        idempotency_key: 'upload-0000beef',
      });
      expect(other.statusCode).toBe(409);
    });

    it("answers 404 for someone else's status and 422 for bad ids or a bad body", async () => {
      const mine = await buildHomeworkLearner(t.ctx);
      const theirs = await buildHomeworkLearner(t.ctx);
      const foreign = await submit(mine.auth, theirs.stream.id, theirs.status.message.id, {
        message: 'Hi',
      });
      expect(foreign.statusCode).toBe(404);
      expect((await statusRow(theirs.status.message.id))?.status).toBe('NOT_UPLOADED');
      const badStream = await submit(mine.auth, 'abc', mine.status.message.id, { message: 'Hi' });
      expect(badStream.statusCode).toBe(422);
      expect(badStream.json().errors).toEqual({ streamId: ['StreamId must be set'] });
      const badStatus = await submit(mine.auth, mine.stream.id, '-1', { message: 'Hi' });
      expect(badStatus.json().errors).toEqual({ statusId: ['UserHomeworkStatusId must be set'] });
      const badBody = await submit(mine.auth, mine.stream.id, mine.status.file.id, {
        file_ids: [0],
        extra: true,
      });
      expect(badBody.statusCode).toBe(422);
      expect(badBody.json().errors).toEqual({
        'file_ids.0': ['Id must be set'],
        extra: ['Unknown field'],
      });
    });
  });
});
