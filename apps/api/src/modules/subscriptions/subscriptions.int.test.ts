import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildStream } from '../../../test/factories/learning';
import { buildBillingSubscription } from '../../../test/factories/subscriptions';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { paymentSubscriptions } from '../../db/schema/subscriptions';
import { addSeconds, toSeconds } from '../../lib/clock';

const DAY = 86_400;
const MAY_5_2031 = new Date('2031-05-05T09:00:00Z');

describe('subscriptions', () => {
  const t = suiteApp();
  const cancel = (auth: Record<string, string>, id: number | string, body: object, lang = 'en') =>
    t.call('POST', `/payment-subscriptions/cancel?id=${id}&lang=${lang}`, auth, body);
  const stored = async (id: number) => {
    const [row] = await t.ctx.db
      .select()
      .from(paymentSubscriptions)
      .where(eq(paymentSubscriptions.id, id));
    return row;
  };

  describe('GET /payment-subscription and /payment-subscriptions/{id}', () => {
    it('answers the fields of spec section 3, the popup text only when expanded', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const trialEnd = addSeconds(t.clock.now(), 4 * DAY);
      const sub = await buildBillingSubscription(t.ctx, user.id, {
        nextPayAt: MAY_5_2031,
        endDate: MAY_5_2031,
        billingAnchorAt: MAY_5_2031,
        trialEndsAt: trialEnd,
      });
      const response = await t.get('/payment-subscription?lang=en', auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: sub.id,
          title: 'Все курсы',
          status: 'active',
          isLifetime: false,
          isActive: true,
          isActiveStatus: true,
          period: 'month',
          interval: 1,
          nextPayAt: toSeconds(MAY_5_2031),
          endDate: toSeconds(MAY_5_2031),
          courseServiceType: 'main_subscription',
          recurrentPaymentsEnabled: true,
          price: { amount: 2990, currency: 'RUB' },
          trialEndsAt: toSeconds(trialEnd),
        },
      ]);
      const one = await t.get(`/payment-subscriptions/${sub.id}?expand=cancelPopupText`, {
        ...auth,
        'accept-language': 'es',
      });
      expect(one.json().cancelPopupText).toBe(
        'Tras la cancelación, el acceso se mantiene hasta el 05 mayo 2031 y no se cobrarán más pagos.',
      );
      const listed = await t.get('/payment-subscription?expand=cancelPopupText', auth);
      expect(listed.json()[0].cancelPopupText).toBe(
        'После отмены доступ сохранится до 05 мая 2031, а новые платежи списываться не будут.',
      );
    });

    it('lists MOBILE-type and lifetime ones with their type (clients leave MOBILE out)', async () => {
      const { user, auth } = await buildUser(t.ctx);
      await buildBillingSubscription(t.ctx, user.id, {
        courseServiceType: 'MOBILE',
        status: 'ended',
      });
      await buildBillingSubscription(t.ctx, user.id, {
        isLifetime: true,
        nextPayAt: null,
        endDate: null,
      });
      const list = (await t.get('/payment-subscription', auth)).json();
      expect(
        list.map((item: Record<string, unknown>) => [
          item.courseServiceType,
          item.isLifetime,
          item.isActive,
          item.nextPayAt,
          item.endDate,
        ]),
      ).toEqual([
        ['main_subscription', true, true, null, null],
        ['MOBILE', false, false, null, expect.any(Number)],
      ]);
    });

    it("answers 404 for someone else's subscription and for none", async () => {
      const owner = await buildUser(t.ctx);
      const other = await buildUser(t.ctx);
      const sub = await buildBillingSubscription(t.ctx, owner.user.id);
      expect((await t.get(`/payment-subscriptions/${sub.id}`, other.auth)).statusCode).toBe(404);
      expect((await t.get('/payment-subscriptions/99999999', other.auth)).statusCode).toBe(404);
      expect((await t.get('/payment-subscription', other.auth)).json()).toEqual([]);
    });
  });

  describe('POST /payment-subscriptions/cancel', () => {
    it('stops renewals and keeps access to the end of the paid period', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const { course } = await buildCourse(t.ctx);
      const stream = await buildStream(t.ctx, user.id, course.id, { isOptionalPurchase: true });
      const paidThrough = addSeconds(t.clock.now(), 10 * DAY);
      const sub = await buildBillingSubscription(
        t.ctx,
        user.id,
        { nextPayAt: paidThrough, endDate: paidThrough, billingAnchorAt: paidThrough },
        [course.id],
      );
      const response = await cancel(auth, sub.id, {
        reason_type: 'other',
        reason: 'Уезжаю на два месяца',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        subscription: expect.objectContaining({
          id: sub.id,
          status: 'canceled',
          isActive: true,
          isActiveStatus: false,
          recurrentPaymentsEnabled: false,
          nextPayAt: null,
          endDate: toSeconds(paidThrough),
        }),
        redirectUrl: '/user/subscriptions',
      });
      expect(await stored(sub.id)).toMatchObject({
        cancelReasonType: 'other',
        cancelReason: 'Уезжаю на два месяца',
        canceledAt: t.clock.now(),
      });
      // The optional-purchase stream stays open under the cancelled subscription.
      const streams = await t.get(`/user-course-streams/${stream.id}`, auth);
      expect(streams.statusCode).toBe(200);
      expect(streams.json().status).toBe('started');
      // Once cancelled it cannot be cancelled again.
      const again = await cancel(auth, sub.id, { reason_type: 'not_using' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        'This subscription cannot be cancelled: it is already cancelled or has ended',
      );
    });

    it('ends a past-due subscription at once', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const due = addSeconds(t.clock.now(), -DAY);
      const sub = await buildBillingSubscription(t.ctx, user.id, {
        status: 'past_due',
        nextPayAt: due,
        endDate: due,
        failedAttempts: 1,
        nextRetryAt: addSeconds(t.clock.now(), DAY),
      });
      const response = await cancel(auth, sub.id, { reason_type: 'too_expensive' });
      expect(response.statusCode).toBe(200);
      expect(response.json().subscription).toMatchObject({ status: 'ended', isActive: false });
    });

    it('needs a reason of 10 characters for "other" and a known reason type (422)', async () => {
      const { user, auth } = await buildUser(t.ctx);
      const sub = await buildBillingSubscription(t.ctx, user.id);
      const short = await cancel(auth, sub.id, { reason_type: 'other', reason: 'дорого' });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({
        reason: ['Describe the reason in at least 10 characters'],
      });
      const ru = await cancel(auth, sub.id, { reason_type: 'other' }, 'ru');
      expect(ru.json().errors.reason).toEqual(['Опишите причину — не короче 10 символов']);
      const unknownType = await cancel(auth, sub.id, { reason_type: 'bored' });
      expect(unknownType.statusCode).toBe(422);
      expect(unknownType.json().errors.reason_type).toEqual(['Choose why you are cancelling']);
      expect((await stored(sub.id))?.status).toBe('active');
    });

    it("answers 404 for someone else's subscription and 409 for a lifetime one", async () => {
      const owner = await buildUser(t.ctx);
      const other = await buildUser(t.ctx);
      const sub = await buildBillingSubscription(t.ctx, owner.user.id);
      const foreign = await cancel(other.auth, sub.id, { reason_type: 'not_using' });
      expect(foreign.statusCode).toBe(404);
      expect((await stored(sub.id))?.status).toBe('active');
      const lifetime = await buildBillingSubscription(t.ctx, owner.user.id, {
        isLifetime: true,
        nextPayAt: null,
        endDate: null,
      });
      expect((await cancel(owner.auth, lifetime.id, { reason_type: 'not_using' })).statusCode).toBe(
        409,
      );
    });
  });
});
