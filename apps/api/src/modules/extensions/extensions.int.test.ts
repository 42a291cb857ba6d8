import type { DiscountCheck } from '@platform/contracts/discounts';
import type { ExtendOptions, ExtendStarted } from '@platform/contracts/extensions';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDiscountCode, buildService, givePoints } from '../../../test/factories/commerce';
import { buildLearner } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { listeningPaymentsApp } from '../../../test/helpers/payments';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';

type Auth = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('extensions and discount codes', () => {
  // Listening, so that the sandbox delivers its webhooks to the app over HTTP.
  let t: Awaited<ReturnType<typeof listeningPaymentsApp>>;
  beforeAll(async () => {
    t = await listeningPaymentsApp();
  });
  afterAll(() => t.close());
  const call = (
    method: InjectOptions['method'],
    url: string,
    headers: Auth,
    payload?: InjectOptions['payload'],
  ) => t.app.inject({ method, url: `/spa/api/v1${url}`, headers, payload });
  const get = (url: string, headers: Auth) => call('GET', url, headers);

  /** A learner whose stream ends in 2 days, with a 2990-rouble 30-day extension and a code. */
  const ready = async (code: Parameters<typeof buildDiscountCode>[3] = {}) => {
    const now = t.clock.now().getTime();
    const learner = await buildLearner(t.ctx, { stream: { endDate: new Date(now + 2 * DAY_MS) } });
    const service = await buildService(t.ctx, learner.course.id);
    const discount = await buildDiscountCode(t.ctx, learner.user.brandId, [service.id], code);
    return { ...learner, service, discount };
  };
  const check = (auth: Auth, code: string, serviceId: number | string) =>
    get(
      `/discount/check/code/${encodeURIComponent(code)}/course-service/${serviceId}?lang=en`,
      auth,
    );
  const extend = (auth: Auth, streamId: number, serviceId: number, body: object = {}) =>
    call('POST', `/extend/${streamId}/course-service/${serviceId}?lang=en`, auth, body);
  const endOf = async (streamId: number) => {
    const [row] = await t.ctx.db
      .select()
      .from(userCourseStreams)
      .where(eq(userCourseStreams.id, streamId));
    return row?.endDate.getTime();
  };
  const balanceOf = async (userId: number) => {
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    return row?.scoresAmount;
  };
  const paymentIdOf = (started: ExtendStarted) => {
    const id = started.redirectUrl?.split('/checkout/sandbox/')[1];
    if (!id) throw new Error(`no sandbox page in ${started.redirectUrl}`);
    return id;
  };
  const sandbox = () => t.sandbox;

  describe('GET /extend/{streamId}', () => {
    it("lists the course's extensions with the stream's end and the learner's points", async () => {
      const learner = await ready();
      const questions = await buildService(t.ctx, learner.course.id, {
        type: 'expert_additional_question',
        title: 'Вопросы эксперту на 14 дней',
        price: 99000,
        days: 14,
      });
      await buildService(t.ctx, learner.course.id, { type: 'course_buy', title: 'Покупка' });
      await buildService(t.ctx, learner.course.id, { isActive: false });
      const response = await get(`/extend/${learner.stream.id}`, learner.auth);
      expect(response.statusCode).toBe(200);
      const body: ExtendOptions = response.json();
      expect(body).toEqual({
        streamId: learner.stream.id,
        courseTitle: learner.course.title,
        endDate: learner.stream.endDate.getTime(),
        messageExpiresDate: null,
        points: { balance: 0, spendable: false },
        extends: [
          {
            id: questions.id,
            streamId: learner.stream.id,
            typeCode: 'expert_additional_question',
            service: {
              id: questions.id,
              title: questions.title,
              price: 99000,
              currency: 'RUB',
              days: 14,
            },
          },
          {
            id: learner.service.id,
            streamId: learner.stream.id,
            typeCode: 'course_subscription',
            service: {
              id: learner.service.id,
              title: learner.service.title,
              price: 299000,
              currency: 'RUB',
              days: 30,
            },
          },
        ],
      });
    });

    it("answers 404 for someone else's stream and for one that does not exist; 422 for a bad id", async () => {
      const learner = await ready();
      const other = await buildUser(t.ctx);
      expect((await get(`/extend/${learner.stream.id}`, other.auth)).statusCode).toBe(404);
      expect((await get('/extend/999999', learner.auth)).statusCode).toBe(404);
      const bad = await get('/extend/abc?lang=en', learner.auth);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.streamId).toEqual(['streamId must be set']);
      expect((await extend(other.auth, learner.stream.id, learner.service.id)).statusCode).toBe(
        404,
      );
    });
  });

  describe('GET /discount/check/code/{code}/course-service/{serviceId}', () => {
    it('answers success with the price, the discount and the total in kopecks, whatever the case of the code', async () => {
      const { auth, service, discount } = await ready({ kind: 'percent', value: 15 });
      const response = await check(auth, ` ${discount.code.toLowerCase()} `, service.id);
      expect(response.statusCode).toBe(200);
      const body: DiscountCheck = response.json();
      expect(body).toEqual({
        success: true,
        code: discount.code,
        type: 'percent',
        value: 15,
        price: 299000,
        discount: 44850,
        total: 254150,
        currency: 'RUB',
      });
      const fixed = await ready({ kind: 'fixed', value: 50000 });
      expect((await check(fixed.auth, fixed.discount.code, fixed.service.id)).json()).toMatchObject(
        {
          discount: 50000,
          total: 249000,
        },
      );
    });

    it('refuses unknown, expired, other-service, other-brand and used-up codes with their reasons (422)', async () => {
      const now = t.clock.now().getTime();
      const { auth, user, service, course, discount } = await ready();
      const reason = async (code: string, serviceId = service.id) => {
        const response = await check(auth, code, serviceId);
        expect(response.statusCode).toBe(422);
        return response.json().errors.code;
      };
      expect(await reason('NOSUCHCODE')).toEqual(['There is no such promo code']);
      const expired = await buildDiscountCode(t.ctx, user.brandId, [service.id], {
        expiresAt: new Date(now - 1000),
      });
      expect(await reason(expired.code)).toEqual(['The promo code has expired']);
      const other = await buildService(t.ctx, course.id, { title: 'Другая услуга' });
      expect(await reason(discount.code, other.id)).toEqual([
        'The promo code does not apply to this service',
      ]);
      const elsewhere = await ready();
      expect(await reason(elsewhere.discount.code)).toEqual(['There is no such promo code']);
      // An unknown service answers 404.
      expect((await check(auth, discount.code, 999999)).statusCode).toBe(404);
      const ru = await get(
        `/discount/check/code/NOSUCH/course-service/${service.id}?lang=ru`,
        auth,
      );
      expect(ru.json().errors.code).toEqual(['Такого промокода нет']);
    });
  });

  describe('POST /extend/{streamId}/course-service/{serviceId}', () => {
    it('creates an order at the discounted price and, once paid through the sandbox, moves the end by the days', async () => {
      const { auth, user, stream, service, discount } = await ready({ kind: 'percent', value: 10 });
      const response = await extend(auth, stream.id, service.id, {
        promocode: discount.code,
        phone: '+79001234567',
        name: 'Anna',
      });
      expect(response.statusCode, response.body).toBe(200);
      const started: ExtendStarted = response.json();
      expect(started.order).toMatchObject({
        status: 'new',
        amount: 2691,
        currency: 'RUB',
        items: [{ title: `${service.title}, promo code ${discount.code}`, amount: 2691 }],
      });
      expect(started.redirectUrl).toContain('/checkout/sandbox/');
      const before = await endOf(stream.id);
      await sandbox().pay(paymentIdOf(started), 'succeeds');
      await sandbox().settle();
      const order = await call('POST', `/order/${started.order.id}`, auth);
      expect(order.json().status).toBe('paid');
      expect(await endOf(stream.id)).toBe((before ?? 0) + 30 * DAY_MS);
      // The learner has used the code.
      const again = await check(auth, discount.code, service.id);
      expect(again.json().errors.code).toEqual(['You have already used this promo code']);
      expect(user.id).toBeGreaterThan(0);
    });

    it('takes points towards the price from 200 up and returns them and the code when the payment is declined', async () => {
      const { auth, user, stream, service, discount } = await ready();
      await givePoints(t.ctx, user.id, 150);
      const below = await extend(auth, stream.id, service.id, { points: 100 });
      expect(below.statusCode).toBe(422);
      expect(below.json().errors.points).toEqual(['Points can be spent once you have 200 or more']);
      await givePoints(t.ctx, user.id, 150);
      const response = await extend(auth, stream.id, service.id, {
        points: 250,
        promocode: discount.code,
      });
      expect(response.statusCode, response.body).toBe(200);
      const started: ExtendStarted = response.json();
      expect(started.order.amount).toBe(2990 - 299 - 250);
      expect(await balanceOf(user.id)).toBe(50);
      await sandbox().pay(paymentIdOf(started), 'declined');
      await sandbox().settle();
      expect((await call('POST', `/order/${started.order.id}`, auth)).json().status).toBe(
        'cancelled',
      );
      expect(await balanceOf(user.id)).toBe(300);
      expect((await check(auth, discount.code, service.id)).statusCode).toBe(200);
      const history = await get('/user-score?lang=en', auth);
      expect(
        history
          .json()
          .map((entry: { amount: number }) => entry.amount)
          .slice(0, 2),
      ).toEqual([250, -250]);
    });

    it('keeps to the usage limit and to one use per learner, also when the uses come at once', async () => {
      const { service, discount, user } = await ready({ usageLimit: 2 });
      const learners = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const learner = await buildLearner(t.ctx, { brandId: user.brandId });
          await t.ctx.db
            .update(userCourseStreams)
            .set({ courseId: service.courseId })
            .where(eq(userCourseStreams.id, learner.stream.id));
          return learner;
        }),
      );
      const answers = await Promise.all(
        learners.map((learner) =>
          extend(learner.auth, learner.stream.id, service.id, { promocode: discount.code }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 422, 422]);
      const refused = answers.find((answer) => answer.statusCode === 422);
      expect(refused?.json().errors.code).toEqual([
        'The promo code is no longer valid: it has been used the maximum number of times',
      ]);
      // A learner who holds a use cannot use the code a second time.
      const holder = learners[answers.findIndex((answer) => answer.statusCode === 200)];
      if (!holder) throw new Error('no holder');
      const second = await extend(holder.auth, holder.stream.id, service.id, {
        promocode: discount.code,
      });
      expect(second.statusCode).toBe(422);
    });

    it('answers the same order to a retried attempt, asks for an e-mail when the account has none', async () => {
      const { auth, stream, service, discount } = await ready();
      const body = { promocode: discount.code, idempotency_key: 'attempt-0001' };
      const first: ExtendStarted = (await extend(auth, stream.id, service.id, body)).json();
      const retry = await extend(auth, stream.id, service.id, body);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().order.id).toBe(first.order.id);
      const noMail = await buildLearner(t.ctx, { stream: {} });
      await t.ctx.db.update(users).set({ email: null }).where(eq(users.id, noMail.user.id));
      const other = await buildService(t.ctx, noMail.course.id);
      const refused = await extend(noMail.auth, noMail.stream.id, other.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.email).toEqual(['Enter an e-mail before a purchase']);
      // A service of another course is not this stream's.
      expect((await extend(auth, stream.id, other.id)).statusCode).toBe(404);
    });
  });
});
