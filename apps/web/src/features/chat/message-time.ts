import { SECOND_MS } from '@platform/domain/constants/time';
import { useLocale } from '../../shared/i18n/format-date';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/** A message's time (seconds) in the active language: the hour today, else the date and hour. */
export function useMessageTime(): (seconds: number) => string {
  const locale = useLocale();
  const hour = dateTimeFormat(locale, { timeStyle: 'short' });
  const full = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (seconds) => {
    const at = seconds * SECOND_MS;
    const today = new Date().toDateString() === new Date(at).toDateString();
    return (today ? hour : full).format(at);
  };
}
