import { randomUUID } from 'node:crypto';
import type { ExtendOptions, ExtendStarted } from '@platform/contracts/extensions';
import { unixMilliseconds } from '@platform/contracts/time';
import { canSpendPoints } from '@platform/domain/points';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { discountsRepository } from '../discounts/discounts.repository';
import { usableDiscount } from '../discounts/discounts.service';
import { presentOrder } from '../orders/orders.presenter';
import { checkoutService } from '../payments/checkout';
import { isCurrencyCode, money } from '../payments/money';
import { pointsRepository } from '../points/points.repository';
import { spendPointsTowards } from '../points/points-payment';
import { type ExtensionPayload, extensionOrderKind, undoAttempt } from './extensions.order-kind';
import { extensionsRepository } from './extensions.repository';

export interface ExtendRequest {
  phone?: string;
  name?: string;
  email?: string;
  promocode?: string;
  points?: number;
  idempotency_key?: string;
}

/** The order's line: the service, and the code and points that lowered its price. */
function itemTitle(
  t: TFunction,
  title: string,
  discount: { code: string } | null,
  points: number | undefined,
): string {
  const parts = [title];
  if (discount) parts.push(t('extensions.orderItems.discount', { code: discount.code }));
  if (points) parts.push(t('extensions.orderItems.points', { count: points }));
  return parts.join(', ');
}

type Service = Awaited<ReturnType<ReturnType<typeof extensionsRepository>['servicesOf']>>[number];

export function extensionsService(ctx: AppContext) {
  const extensions = extensionsRepository(ctx.db);
  const checkout = checkoutService(ctx);
  const points = pointsRepository(ctx.db);

  async function ownedStream(userId: number, streamId: number) {
    const stream = await extensions.findStream(userId, streamId);
    if (!stream) throw notFound();
    return stream;
  }

  /** The code's discount, its use held for the attempt in one transaction with the code's row
   * locked (the usage limit and once-per-learner hold under concurrent purchases). A retried
   * attempt keeps the use it holds. */
  async function holdDiscount(
    user: SignedInUser,
    service: Service,
    code: string,
    attemptKey: string,
  ) {
    return ctx.db.transaction(async (tx) => {
      const held = await discountsRepository(tx).heldBy(user.id, attemptKey);
      const { code: row, price } = await usableDiscount(tx, user, service, code, ctx.clock.now(), {
        lock: true,
        exceptAttempt: held ? attemptKey : undefined,
      });
      await discountsRepository(tx).reserve({
        codeId: row.id,
        userId: user.id,
        attemptKey,
        discount: price.discount,
      });
      return { code: row.code, discount: price.discount, total: price.total };
    });
  }

  return {
    /** GET /extend/{streamId}: what the stream can be extended by. */
    async options(user: SignedInUser, streamId: number): Promise<ExtendOptions> {
      const stream = await ownedStream(user.id, streamId);
      const [services, balance] = await Promise.all([
        extensions.servicesOf(stream.courseId),
        points.balance(user.id),
      ]);
      return {
        streamId: stream.id,
        courseTitle: stream.courseTitle,
        endDate: unixMilliseconds(stream.endDate),
        messageExpiresDate: stream.messageExpiresDate
          ? unixMilliseconds(stream.messageExpiresDate)
          : null,
        points: { balance, spendable: canSpendPoints(balance) },
        extends: services.map((service) => ({
          id: service.id,
          streamId: stream.id,
          typeCode: service.type as ExtendOptions['extends'][number]['typeCode'],
          service: {
            id: service.id,
            title: service.title,
            price: service.price,
            currency: service.currency,
            days: service.days,
          },
        })),
      };
    },

    /** POST /extend/{streamId}/course-service/{serviceId}: an order for the extension (its
     * price less the code's discount and the points) and where to pay it. */
    async start(
      user: SignedInUser,
      streamId: number,
      serviceId: number,
      body: ExtendRequest,
      t: TFunction,
    ): Promise<ExtendStarted> {
      const stream = await ownedStream(user.id, streamId);
      const [service] = await extensions.servicesOf(stream.courseId, serviceId);
      if (!service) throw notFound();
      const email = body.email || user.email;
      if (!email) throw fieldError('email', 'extensions.errors.contactRequired');
      const currency = isCurrencyCode(service.currency) ? service.currency : 'RUB';
      const attemptKey = `extend:${stream.id}:${service.id}:${body.idempotency_key ?? randomUUID()}`;
      let total = service.price;
      let discount: { code: string; amount: number } | null = null;
      if (body.promocode) {
        const held = await holdDiscount(user, service, body.promocode, attemptKey);
        total = held.total;
        discount = { code: held.code, amount: held.discount };
      }
      const payload: ExtensionPayload = {
        streamId: stream.id,
        serviceId: service.id,
        type: service.type as ExtensionPayload['type'],
        days: service.days,
        title: service.title,
        attemptKey,
        contact: { email, phone: body.phone || null, name: body.name || null },
        price: { list: service.price, discount, points: body.points ?? 0 },
      };
      try {
        if (body.points) {
          total -= await spendPointsTowards(ctx.db, user.id, total, {
            amount: body.points,
            reason: 'extensionPayment',
            subject: service.title,
            key: attemptKey,
          });
        }
        const started = await checkout.start({
          userId: user.id,
          kind: extensionOrderKind.kind,
          payload: { ...payload },
          // One line at the price left to pay (an order's items are not negative); the payload
          // keeps the list price, the code's discount and the points.
          items: [
            {
              title: itemTitle(t, service.title, discount, body.points),
              price: money(total, currency),
            },
          ],
          idempotencyKey: attemptKey,
        });
        await discountsRepository(ctx.db).attachOrder(user.id, attemptKey, started.order.id);
        return { order: presentOrder(started.order), redirectUrl: started.confirmationUrl };
      } catch (error) {
        await undoAttempt(ctx.db, user.id, payload, ctx.clock.now());
        throw error;
      }
    },
  };
}
