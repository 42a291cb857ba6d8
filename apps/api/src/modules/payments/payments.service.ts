import type { StreamCheckoutBody } from '@platform/contracts/payments';
import { COURSE_INSTALLMENTS, type SandboxCardOutcome } from '@platform/domain/constants/payments';
import { TRIAL } from '@platform/domain/constants/shell';
import { isDemoRestricted } from '@platform/domain/demo-access';
import { installmentSchedule } from '@platform/domain/installments';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { SignedInUser } from '../auth/sessions.repository';
import { installmentPurchasePayload } from '../installments/installment-purchase';
import { INSTALLMENT_PURCHASE_KIND } from '../installments/purchase-revoke';
import { writeLearning } from '../streams/learning-changes';
import { type StreamView, streamsService } from '../streams/streams.service';
import { checkoutService, requireBuyerEmail } from './checkout';
import { COURSE_ACCESS_KIND, courseAccessPayload } from './course-access.kind';
import { fromMajor, money } from './money';
import { paymentsRepository } from './payments.repository';
import { type IncomingWebhook, WebhookRejected } from './provider';
import type { SandboxProvider } from './sandbox-provider';

type StreamCheckoutRequest = Pick<
  StreamCheckoutBody,
  'idempotency_key' | 'installments' | 'points'
>;

/** Streams a purchase opens: stopped for want of a subscription, or ended; a demo's full
 * course is bought whatever its status. */
const BUYABLE_STATUSES = new Set(['stopped', 'ended']);
const isBuyable = ({ status, row }: StreamView) =>
  BUYABLE_STATUSES.has(status) || isDemoRestricted(row);

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

    /** A month of a stopped (or ended) course at the tariff's price, paid at once or in
     * installments (the first part now, the card saved for the others), partly with points. */
    async checkoutStream(user: SignedInUser, streamId: number, request: StreamCheckoutRequest) {
      const stream = await streamsService(ctx).view(user.id, streamId);
      if (!isBuyable(stream)) {
        throw conflict('stream_not_stopped', 'payments.errors.streamNotStopped');
      }
      requireBuyerEmail(user);
      const title = stream.row.course.title;
      const price = fromMajor(TRIAL.monthlyPrice, TRIAL.currency);
      const sale = { kind: COURSE_ACCESS_KIND, payload: courseAccessPayload(streamId) };
      const common = {
        userId: user.id,
        idempotencyKey: `stream:${streamId}:${request.idempotency_key}`,
        ...(request.points ? { points: { amount: request.points, subject: title } } : {}),
      };
      if (!request.installments) {
        return checkout.start({ ...common, ...sale, items: [{ title, price }] });
      }
      const [first] = installmentSchedule(price.amount, COURSE_INSTALLMENTS, 0);
      if (!first) throw new Error('an installment plan has parts');
      return checkout.start({
        ...common,
        kind: INSTALLMENT_PURCHASE_KIND,
        payload: installmentPurchasePayload(sale, {
          ...COURSE_INSTALLMENTS,
          title,
          total: price.amount,
          currency: price.currency,
        }),
        items: [
          {
            title: `${title} (1/${COURSE_INSTALLMENTS.parts})`,
            price: money(first.amount, price.currency),
          },
        ],
        savePaymentMethod: true,
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
      return writeLearning(ctx, async (tx, noteChange) => {
        const first = await paymentsRepository(tx).recordWebhookOnce(
          ctx.payments.name,
          event.key,
          incoming.body,
        );
        if (!first) return 'repeated';
        if (event.type === 'payment') await checkout.applyPayment(tx, event.payment, noteChange);
        else await checkout.applyRefund(tx, event.refund, noteChange);
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
