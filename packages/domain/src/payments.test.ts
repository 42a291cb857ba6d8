import { describe, expect, it } from 'vitest';
import { PURCHASE_ERROR_CODES } from './constants/payments';
import { purchaseErrorOf } from './payments';

describe('purchaseErrorOf', () => {
  it.each([
    ['insufficient_funds', 'ERR_PAYMENT_NOT_ALLOWED'],
    ['3d_secure_failed', 'ERR_VERIFICATION_FAILED'],
    ['card_expired', 'ERR_PAYMENT_INVALID'],
    ['expired_on_confirmation', 'ERR_PAYMENT_CANCELLED'],
    ['issuer_unavailable', 'ERR_PURCHASE'],
    ['something_new', 'ERR_UNKNOWN'],
    [null, 'ERR_UNKNOWN'],
  ])('%s is shown as %s', (reason, code) => {
    expect(purchaseErrorOf(reason)).toBe(code);
    expect(PURCHASE_ERROR_CODES).toContain(code);
  });
});
