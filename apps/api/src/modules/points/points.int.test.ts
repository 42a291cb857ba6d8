import type { PointsEntry } from '@platform/contracts/points';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givePoints } from '../../../test/factories/commerce';
import { buildHomeworkLearner, buildReviewer } from '../../../test/factories/homework';
import { buildLearner } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { homeworks, stageDays } from '../../db/schema/courses';
import { userScores } from '../../db/schema/points';
import { pointsRepository } from './points.repository';

type Auth = Record<string, string>;

describe('points', () => {
  const t = suiteApp();
  const amount = async (auth: Auth) => {
    const response = await t.get('/user-score/amount', auth);
    expect(response.statusCode).toBe(200);
    return response.json() as { amount: number; canSpend: boolean };
  };
  const history = async (auth: Auth, query = '') => {
    const response = await t.get(`/user-score?lang=en${query}`, auth);
    expect(response.statusCode).toBe(200);
    return { entries: response.json() as PointsEntry[], headers: response.headers };
  };

  it('answers 0 and an empty history to a new learner; 401 without a session', async () => {
    const { auth } = await buildUser(t.ctx);
    expect(await amount(auth)).toEqual({ amount: 0, canSpend: false });
    const { entries, headers } = await history(auth);
    expect(entries).toEqual([]);
    expect(headers['x-pagination-total-count']).toBe('0');
    expect((await t.get('/user-score/amount', {})).statusCode).toBe(401);
    expect((await t.get('/user-score', {})).statusCode).toBe(401);
  });

  it('awards a finished day its points once, and names it in the history in the caller language', async () => {
    const learner = await buildLearner(t.ctx);
    const [day] = learner.days;
    if (!day) throw new Error('no day');
    await t.ctx.db.update(stageDays).set({ scores: 15 }).where(eq(stageDays.id, day.id));
    const base = `/user-course-streams/${learner.stream.id}/user-day-status/${day.id}`;
    expect((await t.call('POST', `${base}/start`, learner.auth)).statusCode).toBe(200);
    for (let time = 0; time < 2; time += 1) {
      expect((await t.call('POST', `${base}/finish`, learner.auth)).statusCode).toBe(200);
    }
    expect(await amount(learner.auth)).toEqual({ amount: 15, canSpend: false });
    const { entries } = await history(learner.auth);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        amount: 15,
        type: 'add',
        howItWas: `Finished a day of “${learner.course.title}”`,
        created_at: expect.any(Number),
        updated_at: expect.any(Number),
      },
    ]);
    const ru = await t.get('/user-score?lang=ru', learner.auth);
    expect(ru.json()[0].howItWas).toBe(`Пройден день курса «${learner.course.title}»`);
  });

  it('gives nothing for a day worth no points', async () => {
    const learner = await buildLearner(t.ctx);
    const [day] = learner.days;
    if (!day) throw new Error('no day');
    const base = `/user-course-streams/${learner.stream.id}/user-day-status/${day.id}`;
    await t.call('POST', `${base}/start`, learner.auth);
    await t.call('POST', `${base}/finish`, learner.auth);
    expect((await amount(learner.auth)).amount).toBe(0);
  });

  it('awards an approved homework its points once; a failed one gives none', async () => {
    const student = await buildHomeworkLearner(t.ctx);
    const expert = await buildReviewer(t.ctx, student.user.brandId, 'expert', [student.course.id]);
    await t.ctx.db
      .update(homeworks)
      .set({ scores: 40 })
      .where(eq(homeworks.courseId, student.course.id));
    const submit = (statusId: number) =>
      t.call(
        'POST',
        `/user-course-streams/${student.stream.id}/user-homework/${statusId}`,
        student.auth,
        {
          message: 'Done',
        },
      );
    const review = (statusId: number, status: 'DONE' | 'FAIL') =>
      t.call('POST', `/expert/user-homework/${statusId}/review`, expert.auth, {
        status,
        comment: 'Ok',
      });
    expect((await submit(student.status.message.id)).statusCode).toBe(200);
    expect((await review(student.status.message.id, 'DONE')).statusCode).toBe(200);
    // Reviewing again is refused (not on checking), and gives nothing more.
    expect((await review(student.status.message.id, 'DONE')).statusCode).toBe(409);
    expect((await submit(student.status.stageMessage.id)).statusCode).toBe(200);
    expect((await review(student.status.stageMessage.id, 'FAIL')).statusCode).toBe(200);
    expect(await amount(student.auth)).toEqual({ amount: 40, canSpend: false });
    const { entries } = await history(student.auth);
    expect(entries.map((entry) => entry.howItWas)).toEqual([
      'Homework “Задание: message” approved',
    ]);
  });

  it('lists the history newest first, 20 a page, the sign giving the type', async () => {
    const { user, auth } = await buildUser(t.ctx);
    for (let index = 1; index <= 21; index += 1) await givePoints(t.ctx, user.id, index * 10);
    expect(
      await pointsRepository(t.ctx.db).spend(user.id, 300, {
        reason: 'extensionPayment',
        subject: 'Продление',
        key: 'attempt-1',
      }),
    ).toBe(true);
    const first = await history(auth);
    expect(first.entries).toHaveLength(20);
    expect(first.headers).toMatchObject({
      'x-pagination-total-count': '22',
      'x-pagination-page-count': '2',
      'x-pagination-per-page': '20',
    });
    expect(first.entries[0]).toMatchObject({ amount: -300, type: 'debit' });
    expect(first.entries[0]?.howItWas).toBe('Paid towards the extension “Продление”');
    expect(first.entries[1]).toMatchObject({ amount: 210, type: 'add' });
    const second = await history(auth, '&page=2');
    expect(second.entries.map((entry) => entry.amount)).toEqual([20, 10]);
    expect(await amount(auth)).toEqual({ amount: 2310 - 300, canSpend: true });
    // Another learner sees none of it.
    const other = await buildUser(t.ctx);
    expect((await history(other.auth)).entries).toEqual([]);
  });

  it('spends only from 200, never below zero, once per key, and never more than the balance under concurrent spends', async () => {
    const points = pointsRepository(t.ctx.db);
    const poor = await buildUser(t.ctx);
    await givePoints(t.ctx, poor.user.id, 199);
    expect(
      await points.spend(poor.user.id, 10, { reason: 'extensionPayment', subject: 'x', key: 'a' }),
    ).toBe(false);

    const { user, auth } = await buildUser(t.ctx);
    await givePoints(t.ctx, user.id, 500);
    // Ten spends of 100 at once: five fit the balance... but spending stops below 200, so
    // exactly four succeed (500 → 400 → 300 → 200 → 100).
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        points.spend(user.id, 100, { reason: 'extensionPayment', subject: 'x', key: `k${index}` }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(4);
    expect(await amount(auth)).toEqual({ amount: 100, canSpend: false });
    // A retried spend takes nothing more: a retry of one that went through (which four did is
    // up to the race).
    const spent = `k${results.indexOf(true)}`;
    await givePoints(t.ctx, user.id, 400);
    expect(
      await points.spend(user.id, 100, { reason: 'extensionPayment', subject: 'x', key: spent }),
    ).toBe(true);
    expect((await amount(auth)).amount).toBe(500);
    const ledger = await t.ctx.db.select().from(userScores).where(eq(userScores.userId, user.id));
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(500);
    // Giving back a spend happens once.
    await points.giveBack(user.id, spent, 'x');
    await points.giveBack(user.id, spent, 'x');
    expect((await amount(auth)).amount).toBe(600);
  });
});
