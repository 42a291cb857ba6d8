import { LANGUAGE_CODES } from '@platform/domain/constants/languages';
import { SECOND_MS } from '@platform/domain/constants/time';
import { isLanguage } from '@platform/domain/user';
import { isTimeZone } from '@platform/domain/video-consultations';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user';

/** The learner's time zone: the profile's, else the browser's. */
export function useLearnerTimezone(): string {
  const zone = useCurrentUser().data?.timezone;
  return zone && isTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A wire instant (seconds) as a date and time on the learner's clock in the active language,
 * with its ISO form for <time dateTime>. */
export function useLearnerTime(): (seconds: number) => { text: string; iso: string } {
  const { i18n } = useTranslation();
  const timeZone = useLearnerTimezone();
  const locale = isLanguage(i18n.language) ? LANGUAGE_CODES[i18n.language] : undefined;
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  return (seconds) => {
    const at = seconds * SECOND_MS;
    return { text: format.format(at), iso: new Date(at).toISOString() };
  };
}
