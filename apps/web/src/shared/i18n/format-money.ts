import { useLocale } from './format-date';
import { numberFormat } from './intl-formats';

/** An amount in the currency's major unit written the reader's way, without decimals when it
 * is whole: "2 990 ₽", "RUB 2,990", "RUB 2,990.50". */
function formatAmount(locale: string | undefined, amount: number, currency: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** A price in the currency's major unit, as the wire gives it (2990): "2 990 ₽". */
export function useFormatPrice(): (price: { amount: number; currency: string }) => string {
  const locale = useLocale();
  return ({ amount, currency }) => formatAmount(locale, amount, currency);
}

/** An amount in minor units (kopecks), as the payments give it (299000): "2 990 ₽". */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const locale = useLocale();
  return (minor, currency) => formatAmount(locale, minor / 100, currency);
}
