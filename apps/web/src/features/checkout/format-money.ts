import { useLocale } from '../../shared/i18n/format-date';

/** An amount in minor units (kopecks) as the learner's language writes it: "2 990 ₽". */
export function useFormatMoney() {
  const locale = useLocale();
  return (minor: number, currency: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    }).format(minor / 100);
}
