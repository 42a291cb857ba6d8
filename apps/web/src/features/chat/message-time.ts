import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { SECOND_MS } from '@platform/domain/constants/time';
import { isLanguage } from '@platform/domain/user';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A message's time (seconds) in the active language: the hour today, else the date and hour. */
export function useMessageTime(): (seconds: number) => string {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? LANGUAGE_CODES[i18n.language] : undefined;
  return useMemo(() => {
    const hour = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const full = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (seconds) => {
      const at = seconds * SECOND_MS;
      const today = new Date().toDateString() === new Date(at).toDateString();
      return (today ? hour : full).format(at);
    };
  }, [locale]);
}
