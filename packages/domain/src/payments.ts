import type { PurchaseErrorCode } from './constants/payments';

/** A provider's reason for a canceled payment (YooKassa's cancellation_details.reason; the
 * sandbox uses the same words) as the purchase error code the learner is shown. */
const REASON_CODES: Record<string, PurchaseErrorCode> = {
  expired_on_confirmation: 'ERR_PAYMENT_CANCELLED',
  canceled_by_merchant: 'ERR_PAYMENT_CANCELLED',
  expired_on_capture: 'ERR_PAYMENT_CANCELLED',
  '3d_secure_failed': 'ERR_VERIFICATION_FAILED',
  fraud_suspected: 'ERR_VERIFICATION_FAILED',
  identification_required: 'ERR_VERIFICATION_FAILED',
  card_expired: 'ERR_PAYMENT_INVALID',
  invalid_card_number: 'ERR_PAYMENT_INVALID',
  invalid_csc: 'ERR_PAYMENT_INVALID',
  insufficient_funds: 'ERR_PAYMENT_NOT_ALLOWED',
  payment_method_limit_exceeded: 'ERR_PAYMENT_NOT_ALLOWED',
  payment_method_restricted: 'ERR_PAYMENT_NOT_ALLOWED',
  permission_revoked: 'ERR_PAYMENT_NOT_ALLOWED',
  country_forbidden: 'ERR_PAYMENT_NOT_ALLOWED',
  call_issuer: 'ERR_PAYMENT_NOT_ALLOWED',
  general_decline: 'ERR_PAYMENT_NOT_ALLOWED',
  issuer_unavailable: 'ERR_PURCHASE',
  internal_timeout: 'ERR_PURCHASE',
};

export function purchaseErrorOf(reason: string | null): PurchaseErrorCode {
  return (reason && REASON_CODES[reason]) || 'ERR_UNKNOWN';
}
