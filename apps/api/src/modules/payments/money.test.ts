import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  fromMajor,
  money,
  parseDecimal,
  percentOf,
  subtractMoney,
  toDecimalString,
  toMajorNumber,
} from './money';

describe('money in kopecks', () => {
  it('refuses fractions of a kopeck', () => {
    expect(() => money(10.5)).toThrow(RangeError);
    expect(fromMajor(2990)).toEqual({ amount: 299_000, currency: 'RUB' });
  });

  it('adds and subtracts exactly where floats do not', () => {
    expect(addMoney(money(10), money(20))).toEqual(money(30)); // 0.1 + 0.2 roubles
    expect(subtractMoney(money(299_000), money(1))).toEqual(money(298_999));
    expect(() => addMoney(money(1), money(1, 'USD'))).toThrow();
  });

  it('a percent and its remainder always add up to the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (amount, percent) => {
          const share = percentOf(money(amount), percent);
          const rest = percentOf(money(amount), 100 - percent);
          expect(Number.isInteger(share.amount)).toBe(true);
          expect(Math.abs(share.amount + rest.amount - amount)).toBeLessThanOrEqual(1);
        },
      ),
    );
    expect(percentOf(money(299_000), 15)).toEqual(money(44_850));
  });

  it('reads and writes the providers decimal strings', () => {
    expect(toDecimalString(money(299_050))).toBe('2990.50');
    expect(parseDecimal('2990.50', 'RUB')).toEqual(money(299_050));
    expect(parseDecimal('15', 'RUB')).toEqual(money(1500));
    expect(parseDecimal('1.234', 'RUB')).toBeUndefined();
    expect(parseDecimal('-1.00', 'RUB')).toBeUndefined();
    expect(toMajorNumber(money(299_050))).toBe(2990.5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (amount) => {
        expect(parseDecimal(toDecimalString(money(amount)), 'RUB')).toEqual(money(amount));
      }),
    );
  });
});
