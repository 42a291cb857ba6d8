import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { installmentPayments, installments } from '../../db/schema/subscriptions';

const i = installments;
const p = installmentPayments;
export type InstallmentRow = typeof i.$inferSelect;
export type InstallmentPaymentRow = typeof p.$inferSelect;
export interface InstallmentWithPayments {
  installment: InstallmentRow;
  payments: InstallmentPaymentRow[];
}

/** A due payment with the plan it belongs to. */
export interface DuePayment {
  payment: InstallmentPaymentRow;
  installment: InstallmentRow;
}

export function installmentsRepository(db: Executor) {
  async function withPayments(rows: InstallmentRow[]): Promise<InstallmentWithPayments[]> {
    if (rows.length === 0) return [];
    const payments = await db
      .select()
      .from(p)
      .where(
        inArray(
          p.installmentId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(p.number));
    return rows.map((installment) => ({
      installment,
      payments: payments.filter((payment) => payment.installmentId === installment.id),
    }));
  }

  return {
    /** An installment plan with its schedule (run inside a transaction). */
    async create(
      values: typeof i.$inferInsert,
      schedule: { dueAt: Date; amount: number; paidAt?: Date }[],
    ): Promise<InstallmentRow> {
      const [row] = await db.insert(i).values(values).returning();
      if (!row) throw new Error('the installment was not created');
      await db.insert(p).values(
        schedule.map((part, index) => ({
          installmentId: row.id,
          number: index + 1,
          dueAt: part.dueAt,
          amount: part.amount,
          status: part.paidAt ? ('paid' as const) : ('pending' as const),
          paidAt: part.paidAt ?? null,
        })),
      );
      return row;
    },

    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: i.id }).from(i).where(eq(i.userId, userId)).limit(1);
      return row !== undefined;
    },

    /** The user's installment plans with their schedules, newest first. */
    async listOf(userId: number): Promise<InstallmentWithPayments[]> {
      return withPayments(
        await db.select().from(i).where(eq(i.userId, userId)).orderBy(desc(i.id)),
      );
    },

    /** The user's plan; undefined for someone else's. */
    async findOwned(userId: number, id: number): Promise<InstallmentWithPayments | undefined> {
      const rows = await db
        .select()
        .from(i)
        .where(and(eq(i.id, id), eq(i.userId, userId)));
      const [found] = await withPayments(rows);
      return found;
    },

    /** The plan and its first unpaid payment (by number); `lock` holds the plan until the
     * transaction ends (a hook and the job never cross). */
    async nextUnpaid(id: number, lock = false): Promise<DuePayment | undefined> {
      const query = db.select().from(i).where(eq(i.id, id));
      const [installment] = await (lock ? query.for('update') : query);
      if (!installment) return undefined;
      const [payment] = await db
        .select()
        .from(p)
        .where(and(eq(p.installmentId, id), ne(p.status, 'paid')))
        .orderBy(asc(p.number))
        .limit(1);
      return payment ? { installment, payment } : undefined;
    },

    /** The payment went through; the plan is paid once no payment is left unpaid. */
    async paid(payment: InstallmentPaymentRow, at: Date): Promise<void> {
      await db
        .update(p)
        .set({ status: 'paid', paidAt: at, nextRetryAt: null })
        .where(eq(p.id, payment.id));
      await db
        .update(i)
        .set({ status: 'paid' })
        .where(
          and(
            eq(i.id, payment.installmentId),
            eq(i.status, 'active'),
            sql`not exists (select 1 from ${p} where ${p.installmentId} = ${i.id} and ${p.status} <> 'paid')`,
          ),
        );
    },

    /** Cancels an active plan (its purchase was refunded): nothing more is charged. */
    async cancel(id: number, at: Date): Promise<void> {
      await db
        .update(i)
        .set({ status: 'cancelled', cancelledAt: at })
        .where(and(eq(i.id, id), eq(i.status, 'active')));
    },

    /** The payment failed: retried at `nextRetryAt`, or (none left) the plan is cancelled. */
    async failed(
      payment: InstallmentPaymentRow,
      failure: { failedAttempts: number; nextRetryAt: Date | null },
      at: Date,
    ): Promise<void> {
      await db
        .update(p)
        .set({
          status: 'failed',
          failedAttempts: failure.failedAttempts,
          nextRetryAt: failure.nextRetryAt,
        })
        .where(eq(p.id, payment.id));
      if (failure.nextRetryAt === null) {
        await db
          .update(i)
          .set({ status: 'cancelled', cancelledAt: at })
          .where(and(eq(i.id, payment.installmentId), eq(i.status, 'active')));
      }
    },
  };
}
