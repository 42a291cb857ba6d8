import type { Executor } from '../../db/client';
import { discountsRepository } from '../discounts/discounts.repository';
import { registerOrderKind } from '../payments/order-kinds';
import { pointsRepository } from '../points/points.repository';
import {
  EXTEND_TYPES,
  type ExtendType,
  extendedField,
  extensionsRepository,
} from './extensions.repository';

/** What an extension order carries (order.payload). */
export interface ExtensionPayload {
  streamId: number;
  serviceId: number;
  type: ExtendType;
  days: number;
  /** The service's title (the points' history names it). */
  title: string;
  /** The purchase attempt: the key of its discount use and of its points spend. */
  attemptKey: string;
  contact: { email: string; phone: string | null; name: string | null };
  /** Kopecks: the service's price, the code's discount, and the points (a rouble each). */
  price: { list: number; discount: { code: string; amount: number } | null; points: number };
}

function payloadOf(payload: Record<string, unknown>): ExtensionPayload {
  const value = payload as Partial<ExtensionPayload>;
  if (
    typeof value.streamId !== 'number' ||
    typeof value.days !== 'number' ||
    typeof value.attemptKey !== 'string' ||
    !EXTEND_TYPES.includes(value.type as ExtendType)
  ) {
    throw new Error('not an extension order');
  }
  return value as ExtensionPayload;
}

/** The attempt's discount use and points go back: its order was not paid. */
export async function undoAttempt(
  db: Executor,
  userId: number,
  payload: ExtensionPayload,
  at: Date,
) {
  await discountsRepository(db).release(userId, payload.attemptKey, at);
  await pointsRepository(db).giveBack(userId, payload.attemptKey, payload.title);
}

type ExtensionOrder = { userId: number; payload: Record<string, unknown> };

/** Moves the order's stream date by its days, forward (paid) or back (refunded). */
async function moveBy(tx: Executor, order: ExtensionOrder, sign: 1 | -1, now: Date) {
  const payload = payloadOf(order.payload);
  const field = extendedField(payload.type);
  const days = sign * payload.days;
  await extensionsRepository(tx).moveDate(order.userId, payload.streamId, field, days, now);
  return { payload, grant: { streamId: payload.streamId, field, days: payload.days } };
}

/** A paid extension moves the stream's end (or its expert questions' end) by the service's
 * days; a refund within the money-back window moves it back; an unpaid or refunded one returns
 * the code's use and the points. */
export const extensionOrderKind = {
  kind: 'extension',
  async onPaid(tx: Executor, order: ExtensionOrder, event: { now: Date }) {
    return (await moveBy(tx, order, 1, event.now)).grant;
  },
  async onRefunded(
    tx: Executor,
    order: ExtensionOrder,
    _grant: Record<string, unknown>,
    event: { now: Date },
  ) {
    const { payload } = await moveBy(tx, order, -1, event.now);
    // The money goes back, and so do the points and the code's use.
    await undoAttempt(tx, order.userId, payload, event.now);
  },
  async onFailed(
    tx: Executor,
    order: ExtensionOrder,
    _reason: string | null,
    event: { now: Date },
  ) {
    await undoAttempt(tx, order.userId, payloadOf(order.payload), event.now);
  },
};

registerOrderKind(extensionOrderKind);
