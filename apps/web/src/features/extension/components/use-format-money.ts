import { useLocale } from '../../../shared/i18n/format-date';

/** Kopecks (minor units) as the reader's language writes the price: 2 990 ₽, RUB 2,990.00. */
export function useFormatMoney(): (minor: number, currency: string) => string {
  const locale = useLocale();
  return (minor, currency) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    }).format(minor / 100);
}
