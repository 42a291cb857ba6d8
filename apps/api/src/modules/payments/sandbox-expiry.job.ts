import { defineJobKind } from '../../jobs/job-kind';
import { checkoutService } from './checkout';
import type { SandboxProvider } from './sandbox-provider';

/**
 * The sandbox's clock for abandoned payments, as a real provider keeps one: a payment still
 * waiting for its payer at the end of its lifetime is cancelled (expired_on_confirmation), the
 * webhook tells our route, and the order is released here at once too (cancelled; its kind gives
 * back what it held: a code's use, points), so nothing waits on the webhook's delivery.
 */
export const sandboxExpiryJob = defineJobKind<{ paymentId: string }>({
  name: 'payments.sandbox-expiry',
  async run(job, ctx) {
    if (ctx.payments.name !== 'sandbox') return undefined;
    const payment = await (ctx.payments as SandboxProvider).expire(job.payload.paymentId);
    if (payment?.status === 'canceled') {
      await checkoutService(ctx).applyPaymentAlone(payment);
    }
    return undefined;
  },
});
