import { useLocale } from './format-date';

/** A price in the currency's major unit, as the wire gives it (2990), written the reader's way:
 * "2 990 ₽", "RUB 2,990". */
export function useFormatPrice(): (price: { amount: number; currency: string }) => string {
  const locale = useLocale();
  return ({ amount, currency }) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
}
