import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  paymentRefunds,
  payments,
  paymentWebhookEvents,
  userPaymentMethods,
} from '../../db/schema/payments';
import type { CardMethod } from './provider';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentMethodRow = typeof userPaymentMethods.$inferSelect;

/** Payments, refunds, webhook events and saved cards as stored. */
export function paymentsRepository(db: Executor) {
  return {
    /** A payment row for this idempotency key: the new one, or the one an earlier try made. */
    async insertPaymentOnce(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('the payment was neither created nor found');
      return existing;
    },

    async updatePayment(
      id: number,
      values: Partial<Omit<PaymentRow, 'id' | 'createdAt' | 'updatedAt'>>,
    ): Promise<void> {
      await db.update(payments).set(values).where(eq(payments.id, id));
    },

    /** The payment the provider knows by this id, held until the transaction ends. */
    async lockByProviderId(provider: string, providerPaymentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)),
        )
        .for('update');
      return row;
    },

    /** The order's paid payment (the one a refund returns). */
    async succeededOfOrder(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
      return row;
    },

    async latestOfOrder(orderId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1);
      return row;
    },

    async insertRefundOnce(values: typeof paymentRefunds.$inferInsert): Promise<RefundRow> {
      const [created] = await db
        .insert(paymentRefunds)
        .values(values)
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      const [existing] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('the refund was neither created nor found');
      return existing;
    },

    async updateRefund(
      id: number,
      values: Partial<Pick<RefundRow, 'providerRefundId' | 'status'>>,
    ): Promise<void> {
      await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, id));
    },

    async refusedRefunds(paymentId: number): Promise<number> {
      const rows = await db
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'canceled')));
      return rows.length;
    },

    async lockRefund(id: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, id))
        .for('update');
      return row;
    },

    async findRefundByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.providerRefundId, providerRefundId));
      return row;
    },

    /** False when this change was stored before: a repeated or concurrent delivery waits on the
     * unique index for the first one's transaction, then finds it. */
    async recordWebhookOnce(provider: string, eventKey: string, body: unknown): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ provider, eventKey, body })
        .onConflictDoNothing()
        .returning({ id: paymentWebhookEvents.id });
      return rows.length > 0;
    },

    /** Stores the card the provider saved for the user (again: the same card keeps its row);
     * answers our id. */
    async saveMethod(
      userId: number,
      provider: string,
      card: Omit<CardMethod, 'saved'>,
    ): Promise<number> {
      const values = {
        userId,
        provider,
        providerMethodId: card.id,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
      const [row] = await db
        .insert(userPaymentMethods)
        .values(values)
        .onConflictDoUpdate({
          target: [userPaymentMethods.provider, userPaymentMethods.providerMethodId],
          set: { expiryMonth: values.expiryMonth, expiryYear: values.expiryYear },
        })
        .returning({ id: userPaymentMethods.id });
      if (!row) throw new Error('the card was not saved');
      return row.id;
    },

    listMethods: (userId: number): Promise<PaymentMethodRow[]> =>
      db
        .select()
        .from(userPaymentMethods)
        .where(eq(userPaymentMethods.userId, userId))
        .orderBy(asc(userPaymentMethods.id)),

    async findOwnedMethod(userId: number, id: number): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(userPaymentMethods)
        .where(and(eq(userPaymentMethods.id, id), eq(userPaymentMethods.userId, userId)));
      return row;
    },

    async deleteOwnedMethod(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(userPaymentMethods)
        .where(and(eq(userPaymentMethods.id, id), eq(userPaymentMethods.userId, userId)))
        .returning({ id: userPaymentMethods.id });
      return rows.length > 0;
    },
  };
}
