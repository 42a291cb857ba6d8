import { describe, expect, it } from 'vitest';
import { applyDiscount, discountRefusal, normalizeDiscountCode } from './discounts';

describe('applyDiscount', () => {
  it('takes a percent off, rounding half a kopeck up', () => {
    expect(applyDiscount(12345, { kind: 'percent', value: 15 })).toEqual({
      price: 12345,
      discount: 1852,
      total: 10493,
    });
    expect(applyDiscount(299000, { kind: 'percent', value: 10 })).toEqual({
      price: 299000,
      discount: 29900,
      total: 269100,
    });
    // 50.5 kopecks rounds up, 50.45 down.
    expect(applyDiscount(1010, { kind: 'percent', value: 5 }).discount).toBe(51);
    expect(applyDiscount(1009, { kind: 'percent', value: 5 }).discount).toBe(50);
  });

  it('takes a fixed amount off', () => {
    expect(applyDiscount(299000, { kind: 'fixed', value: 50000 })).toEqual({
      price: 299000,
      discount: 50000,
      total: 249000,
    });
  });

  it('leaves at least one rouble to pay', () => {
    expect(applyDiscount(299000, { kind: 'percent', value: 100 }).total).toBe(100);
    expect(applyDiscount(299000, { kind: 'fixed', value: 1_000_000 })).toEqual({
      price: 299000,
      discount: 298900,
      total: 100,
    });
    // A price under a rouble is not discounted at all.
    expect(applyDiscount(50, { kind: 'fixed', value: 10 }).total).toBe(50);
  });

  it('is exact for large prices (no floating point drift)', () => {
    const price = 999_999_999_99;
    const { discount, total } = applyDiscount(price, { kind: 'percent', value: 33 });
    expect(discount + total).toBe(price);
    // 32 999 999 999.67 kopecks rounds to 33 000 000 000.
    expect(discount).toBe(33_000_000_000);
  });

  it('refuses a price that is not whole kopecks', () => {
    expect(() => applyDiscount(10.5, { kind: 'fixed', value: 1 })).toThrow(RangeError);
    expect(() => applyDiscount(-1, { kind: 'fixed', value: 1 })).toThrow(RangeError);
  });
});

describe('discountRefusal', () => {
  const valid = {
    expiresAt: 2_000,
    usageLimit: 2,
    used: 1,
    appliesToService: true,
    usedByLearner: false,
  };
  it('accepts a code in time, within its limit, for its service, not used by the learner', () => {
    expect(discountRefusal(valid, 1_000)).toBeNull();
    expect(discountRefusal({ ...valid, expiresAt: null, usageLimit: null }, 1_000)).toBeNull();
  });
  it('names the reason', () => {
    expect(discountRefusal(null, 1_000)).toBe('notFound');
    expect(discountRefusal({ ...valid, appliesToService: false }, 1_000)).toBe('notForService');
    expect(discountRefusal(valid, 2_000)).toBe('expired');
    expect(discountRefusal({ ...valid, used: 2 }, 1_000)).toBe('usedUp');
    expect(discountRefusal({ ...valid, usedByLearner: true }, 1_000)).toBe('alreadyUsed');
  });
  it('compares codes without case or spaces', () => {
    expect(normalizeDiscountCode('  spring10 ')).toBe('SPRING10');
  });
});
