import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/context';
import { userPaymentMethods } from '../../src/db/schema/payments';
import { checkoutService } from '../../src/modules/payments/checkout';
import {
  COURSE_ACCESS_KIND,
  courseAccessPayload,
} from '../../src/modules/payments/course-access.kind';
import { money } from '../../src/modules/payments/money';
import type { SandboxProvider } from '../../src/modules/payments/sandbox-provider';

/** A saved card of the user, as a paid checkout that saved it leaves it. */
export async function buildSavedCard(ctx: AppContext, userId: number) {
  const [card] = await ctx.db
    .insert(userPaymentMethods)
    .values({
      userId,
      provider: 'sandbox',
      providerMethodId: `card_${randomUUID()}`,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    })
    .returning();
  if (!card) throw new Error('card not saved');
  return card;
}

/** The stream's course bought through the sandbox and paid (applied as its webhook would, so
 * that an app that does not listen needs no delivery). */
export async function buildPaidOrder(ctx: AppContext, userId: number, streamId: number) {
  const checkout = checkoutService(ctx);
  const sandbox = ctx.payments as SandboxProvider;
  const { order, confirmationUrl } = await checkout.start({
    userId,
    kind: COURSE_ACCESS_KIND,
    payload: courseAccessPayload(streamId),
    items: [{ title: 'Course', price: money(299_000) }],
    idempotencyKey: randomUUID(),
  });
  const paymentId = /pay_[0-9a-f]{32}/.exec(confirmationUrl ?? '')?.[0] ?? '';
  await sandbox.pay(paymentId, 'succeeds');
  const paid = await sandbox.getPayment(paymentId);
  await checkout.applyPaymentAlone(paid);
  return order;
}
