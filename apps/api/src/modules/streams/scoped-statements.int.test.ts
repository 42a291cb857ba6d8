import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildHomeworkLearner, buildReviewer } from '../../../test/factories/homework';
import { buildFreeze } from '../../../test/factories/learning';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { homeworkMessages, userHomeworkStatuses } from '../../db/schema/homework';
import {
  lessonStats,
  userCourseStreamFreezes,
  userCourseStreams,
  userDayStatuses,
} from '../../db/schema/streams';
import { homeworkRepository } from '../homework/homework.repository';
import { dayStatusRepository } from './day-status.repository';
import { lessonStatsRepository } from './lesson-stats.repository';
import { streamsRepository } from './streams.repository';

/**
 * The statements themselves carry the owner: called directly with another user (no check made
 * before them, as a forgetful service would), each reads nothing and writes nothing, while the
 * owner's own call goes through. The HTTP matrix cannot tell a statement's scope from a check
 * before it; this can.
 */
describe('statements on learner data carry the owner', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof buildHomeworkLearner>>;
  let intruderId: number;
  let reviewerOfOtherCourse: { reviewerId: number; brandId: number };
  beforeAll(async () => {
    t = await createTestApp();
    const brandId = (await buildBrand(t.ctx)).id;
    owner = await buildHomeworkLearner(t.ctx, { brandId });
    const intruder = await buildHomeworkLearner(t.ctx, { brandId });
    intruderId = intruder.user.id;
    const expert = await buildReviewer(t.ctx, brandId, 'expert', [intruder.course.id]);
    reviewerOfOtherCourse = { reviewerId: expert.user.id, brandId };
  });
  afterAll(() => t.close());

  const streamRow = async () => {
    const [row] = await t.ctx.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, owner.stream.id));
    return row;
  };

  it('streams: lock, filters, freeze insert and cancel, end date', async () => {
    const streams = streamsRepository(t.ctx.db);
    const streamId = owner.stream.id;
    const before = await streamRow();
    const freeze = await buildFreeze(t.ctx, streamId);

    expect(
      await t.ctx.db.transaction((tx) => streamsRepository(tx).lock(intruderId, streamId)),
    ).toBe(false);
    expect(await streams.setFilters(intruderId, streamId, { level: 'x' })).toBe(false);
    expect(await streams.shiftEndDate(intruderId, streamId, 86_400_000)).toBe(false);
    expect(await streams.cancelFreeze(intruderId, freeze.id)).toBe(false);
    const planted = await streams.insertFreeze(intruderId, {
      streamId,
      startDate: new Date(),
      endDate: new Date(),
    });
    expect(planted).toBeUndefined();
    expect(await streams.freezesOf(intruderId, [streamId])).toEqual([]);
    expect(await streamRow()).toEqual(before);
    const freezes = await t.ctx.db
      .select()
      .from(userCourseStreamFreezes)
      .where(eq(userCourseStreamFreezes.streamId, streamId));
    expect(freezes).toEqual([freeze]);

    const ownerId = owner.user.id;
    expect(await t.ctx.db.transaction((tx) => streamsRepository(tx).lock(ownerId, streamId))).toBe(
      true,
    );
    expect(await streams.setFilters(ownerId, streamId, { level: 'x' })).toBe(true);
    expect(await streams.cancelFreeze(ownerId, freeze.id)).toBe(true);
    const added = await streams.insertFreeze(ownerId, {
      streamId,
      startDate: freeze.startDate,
      endDate: freeze.endDate,
    });
    // The row comes back as Drizzle reads rows: dates as dates, the numbers as numbers.
    expect(added).toMatchObject({ streamId, status: 0, startDate: freeze.startDate });
    expect(added?.createdAt).toBeInstanceOf(Date);
  });

  it('day statuses and lesson statistics', async () => {
    const days = dayStatusRepository(t.ctx.db);
    const stats = lessonStatsRepository(t.ctx.db);
    const [day] = owner.days;
    const [placed] = owner.lessonSetLessons;
    if (!day || !placed) throw new Error('course content missing');
    const now = t.clock.now();
    const streamId = owner.stream.id;

    expect(await days.start(intruderId, streamId, day.id, now)).toBeUndefined();
    expect(
      await t.ctx.db.select().from(userDayStatuses).where(eq(userDayStatuses.streamId, streamId)),
    ).toEqual([]);
    const started = await days.start(owner.user.id, streamId, day.id, now);
    if (!started) throw new Error('the owner could not start the day');
    expect(await days.ofStream(intruderId, streamId)).toEqual([]);
    expect(await days.find(intruderId, streamId, day.id)).toBeUndefined();
    expect(await days.finish(intruderId, streamId, day.id, now)).toBeUndefined();
    expect((await days.find(owner.user.id, streamId, day.id))?.finishedAt).toBeNull();

    const target = {
      streamId,
      dayId: day.id,
      dayStatusId: started.id,
      lessonSetLessonId: placed.id,
    };
    const figures = { viewedSeconds: 30, playCount: 1 };
    expect(await stats.upsert({ ...target, userId: intruderId }, figures, now)).toBeUndefined();
    expect(
      await t.ctx.db.select().from(lessonStats).where(eq(lessonStats.streamId, streamId)),
    ).toEqual([]);
    const saved = await stats.upsert({ ...target, userId: owner.user.id }, figures, now);
    expect(saved).toMatchObject({ viewedSeconds: 30, playCount: 1, updatedAt: now });
    // A later, smaller report keeps the larger figures.
    const again = await stats.upsert(
      { ...target, userId: owner.user.id },
      { viewedSeconds: 10, playCount: 2 },
      now,
    );
    expect(again).toMatchObject({ id: saved?.id, viewedSeconds: 30, playCount: 2 });
    expect(await stats.ofStream(intruderId, streamId)).toEqual([]);
  });

  it('homework: statuses, messages, moves and readers, for learners and reviewers', async () => {
    const homework = homeworkRepository(t.ctx.db);
    const statusId = owner.status.message.id;
    const now = t.clock.now();
    const message = { statusId, authorId: intruderId, message: 'Not mine', fileIds: [] };
    for (const scope of [{ learnerId: intruderId }, reviewerOfOtherCourse]) {
      expect(await homework.insertMessage(scope, message)).toBeUndefined();
      expect(
        await homework.moveStatus(scope, statusId, ['NOT_UPLOADED'], 'UPLOADED', now),
      ).toBeUndefined();
      expect(await homework.messagesOf(scope, statusId)).toEqual([]);
      expect(await homework.filesOf(scope, statusId)).toEqual([]);
    }
    expect(await homework.findInScope(reviewerOfOtherCourse, statusId)).toBeUndefined();
    await homework.markExpertMessagesViewed(intruderId, statusId);
    const [status] = await t.ctx.db
      .select()
      .from(userHomeworkStatuses)
      .where(eq(userHomeworkStatuses.id, statusId));
    expect(status?.status).toBe('NOT_UPLOADED');
    expect(
      await t.ctx.db.select().from(homeworkMessages).where(eq(homeworkMessages.statusId, statusId)),
    ).toEqual([]);

    const mine = { learnerId: owner.user.id };
    const stored = await homework.insertMessage(mine, {
      ...message,
      authorId: owner.user.id,
      message: 'Mine',
      fileIds: [1, 2],
      idempotencyKey: 'k1',
    });
    expect(stored).toMatchObject({ statusId, message: 'Mine', fileIds: [1, 2], isViewed: false });
    expect(await homework.findByIdempotencyKey(intruderId, statusId, 'k1')).toBeUndefined();
    expect((await homework.findByIdempotencyKey(owner.user.id, statusId, 'k1'))?.id).toBe(
      stored?.id,
    );
    // The same key again stores nothing.
    expect(
      await homework.insertMessage(mine, {
        ...message,
        authorId: owner.user.id,
        idempotencyKey: 'k1',
      }),
    ).toBeUndefined();
    expect(
      await homework.moveStatus(mine, statusId, ['NOT_UPLOADED'], 'UPLOADED', now),
    ).toMatchObject({
      status: 'UPLOADED',
    });
  });
});
