import type { CheckoutStarted, PaymentMethod, SandboxPayment } from '@platform/contracts/payments';
import type { CheckoutStarted as Started } from './checkout';
import { toMajorNumber } from './money';
import type { PaymentMethodRow } from './payments.repository';
import type { SandboxPaymentView } from './sandbox-provider';

export const presentPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiry_month: row.expiryMonth,
  expiry_year: row.expiryYear,
});

export const presentCheckout = ({ order, confirmationUrl }: Started): CheckoutStarted => ({
  order_id: order.id,
  status: order.status,
  confirmation_url: confirmationUrl,
});

export const presentSandboxPayment = (view: SandboxPaymentView): SandboxPayment => ({
  id: view.id,
  amount: toMajorNumber(view.amount),
  currency: view.amount.currency,
  description: view.description,
  status: view.status,
  awaiting_confirmation: view.awaitingConfirmation,
  return_url: view.returnUrl,
  card_check: view.cardCheck,
});
