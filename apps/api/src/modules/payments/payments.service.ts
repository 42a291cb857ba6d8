import type { SandboxCardOutcome } from '@platform/domain/constants/payments';
import { TRIAL } from '@platform/domain/constants/shell';
import type { AppContext } from '../../context';
import { AppError, conflict, invalid, notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { streamsService } from '../streams/streams.service';
import { checkoutService } from './checkout';
import { COURSE_ACCESS_KIND, courseAccessPayload } from './course-access.kind';
import { fromMajor } from './money';
import { paymentsRepository } from './payments.repository';
import { type IncomingWebhook, WebhookRejected } from './provider';
import type { SandboxProvider } from './sandbox-provider';

/** Streams a purchase opens: stopped for want of a subscription, or ended. */
const BUYABLE_STATUSES = new Set(['stopped', 'ended']);

const webhookRejected = () =>
  new AppError(403, 'webhook_rejected', 'payments.errors.webhookRejected');

/** Saved cards, buying a stopped course, money back, webhooks and the sandbox's page. */
export function paymentsService(ctx: AppContext) {
  const store = paymentsRepository(ctx.db);
  const checkout = checkoutService(ctx);

  function sandbox(): SandboxProvider {
    if (ctx.payments.name !== 'sandbox') throw notFound();
    return ctx.payments as SandboxProvider;
  }

  async function sandboxView(id: string) {
    const payment = await sandbox().view(id);
    if (!payment) throw notFound();
    return payment;
  }

  return {
    listMethods: (userId: number) => store.listMethods(userId),

    /** Removed at the provider first: a card still known there must not vanish from the list. */
    async deleteMethod(userId: number, id: number): Promise<void> {
      const method = await store.findOwnedMethod(userId, id);
      if (!method) throw notFound();
      if (method.provider === ctx.payments.name) {
        try {
          await ctx.payments.deleteSavedMethod(method.providerMethodId);
        } catch (error) {
          throw Object.assign(
            new AppError(
              502,
              'payment_provider_unavailable',
              'payments.errors.providerUnavailable',
            ),
            { cause: error },
          );
        }
      }
      await store.deleteOwnedMethod(userId, id);
    },

    /** A month of a stopped (or ended) course at the tariff's price. */
    async checkoutStream(user: SignedInUser, streamId: number, idempotencyKey: string) {
      if (!user.email) {
        throw invalid({ email: [{ key: 'payments.errors.emailRequired' }] }, 'email_required');
      }
      const stream = await streamsService(ctx).view(user.id, streamId);
      if (!BUYABLE_STATUSES.has(stream.status)) {
        throw conflict('stream_not_stopped', 'payments.errors.streamNotStopped');
      }
      return checkout.start({
        userId: user.id,
        kind: COURSE_ACCESS_KIND,
        payload: courseAccessPayload(streamId),
        items: [
          { title: stream.row.course.title, price: fromMajor(TRIAL.monthlyPrice, TRIAL.currency) },
        ],
        idempotencyKey: `stream:${streamId}:${idempotencyKey}`,
      });
    },

    refund: (userId: number, orderId: number, reason: string) =>
      checkout.refund({ orderId, userId, reason }),

    /** Stores and applies a provider's webhook once: a repeated or concurrent delivery of the
     * same change finds it stored and changes nothing. */
    async webhook(
      providerName: string,
      incoming: IncomingWebhook,
    ): Promise<'applied' | 'repeated'> {
      if (providerName !== ctx.payments.name) throw notFound();
      let event: Awaited<ReturnType<typeof ctx.payments.verifyWebhook>>;
      try {
        event = await ctx.payments.verifyWebhook(incoming);
      } catch (error) {
        if (error instanceof WebhookRejected) throw webhookRejected();
        throw error;
      }
      return ctx.db.transaction(async (tx) => {
        const first = await paymentsRepository(tx).recordWebhookOnce(
          ctx.payments.name,
          event.key,
          incoming.body,
        );
        if (!first) return 'repeated';
        if (event.type === 'payment') await checkout.applyPayment(tx, event.payment);
        else await checkout.applyRefund(tx, event.refund);
        return 'applied';
      });
    },

    sandboxPayment: sandboxView,
    async sandboxPay(id: string, outcome: SandboxCardOutcome) {
      await sandboxView(id);
      return sandbox().pay(id, outcome);
    },
    async sandboxConfirm(id: string, approve: boolean) {
      await sandboxView(id);
      return sandbox().confirm(id, approve);
    },
  };
}
