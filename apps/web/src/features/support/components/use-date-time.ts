import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { SECOND_MS } from '@platform/domain/constants/time';
import { isLanguage } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';

/** A wire instant (seconds) as a date and time in the active language, with its ISO form for
 * <time dateTime>. */
export function useDateTime(): (seconds: number) => { text: string; iso: string } {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? LANGUAGE_CODES[i18n.language] : undefined;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (seconds) => {
    const at = seconds * SECOND_MS;
    return { text: format.format(at), iso: new Date(at).toISOString() };
  };
}
