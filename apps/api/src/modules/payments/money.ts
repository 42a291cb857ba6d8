import {
  allocate,
  type Dinero,
  type DineroCurrency,
  dinero,
  greaterThanOrEqual,
  isZero,
  subtract,
  add as sum,
  toDecimal,
  toSnapshot,
} from 'dinero.js';
import { EUR, RUB, USD } from 'dinero.js/currencies';

/** The currencies a price may be in. */
export const CURRENCIES = { RUB, USD, EUR } as const satisfies Record<
  string,
  DineroCurrency<number>
>;
export type CurrencyCode = keyof typeof CURRENCIES;

/**
 * An amount of money as stored and passed around: an integer count of the currency's minor
 * unit (kopecks for RUB) and its currency. Arithmetic goes through dinero.js, never floats.
 */
export interface Money {
  amount: number;
  currency: CurrencyCode;
}

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

/** Money from minor units; refuses fractions and unsafe integers (a bug, not input). */
export function money(amount: number, currency: CurrencyCode = 'RUB'): Money {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`not a whole minor-unit amount: ${amount}`);
  return { amount, currency };
}

/** Whole major units (2990 roubles) as money (299000 kopecks). */
export function fromMajor(units: number, currency: CurrencyCode = 'RUB'): Money {
  const { base, exponent } = CURRENCIES[currency];
  return money(units * (base as number) ** exponent, currency);
}

const toDinero = (value: Money): Dinero<number> =>
  dinero({ amount: value.amount, currency: CURRENCIES[value.currency] });

function fromDinero(value: Dinero<number>): Money {
  const snapshot = toSnapshot(value);
  return money(snapshot.amount, snapshot.currency.code as CurrencyCode);
}

/** Sum of amounts of one currency (dinero refuses mixed currencies). */
export function addMoney(first: Money, ...rest: Money[]): Money {
  return fromDinero(rest.reduce((total, next) => sum(total, toDinero(next)), toDinero(first)));
}

export function subtractMoney(from: Money, amount: Money): Money {
  return fromDinero(subtract(toDinero(from), toDinero(amount)));
}

/** `percent` of an amount, rounded half up to the minor unit (a discount). The remainder goes to
 * the other share, so the two shares always add up to the amount exactly. */
export function percentOf(value: Money, percent: number): Money {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`not a whole percent: ${percent}`);
  }
  if (percent === 0) return money(0, value.currency);
  if (percent === 100) return value;
  const [share] = allocate(toDinero(value), [percent, 100 - percent]);
  return fromDinero(share as Dinero<number>);
}

export const isZeroMoney = (value: Money): boolean => isZero(toDinero(value));
export const atLeast = (value: Money, minimum: Money): boolean =>
  greaterThanOrEqual(toDinero(value), toDinero(minimum));

/** "2990.00": the decimal string payment providers exchange. */
export const toDecimalString = (value: Money): string => toDecimal(toDinero(value));

/** Parses a provider's decimal string ("2990.00", "15") into money; undefined when it is not a
 * plain non-negative decimal with at most the currency's minor digits. */
export function parseDecimal(value: string, currency: CurrencyCode): Money | undefined {
  const { exponent } = CURRENCIES[currency];
  const match = new RegExp(`^(\\d{1,12})(?:\\.(\\d{1,${exponent}}))?$`).exec(value.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return money(Number(whole + fraction.padEnd(exponent as number, '0')), currency);
}

/** Major units for the wire (2990.5), where clients expect a number in roubles; exact for any
 * amount of a two-digit currency below 2^53 minor units. */
export const toMajorNumber = (value: Money): number => Number(toDecimalString(value));
