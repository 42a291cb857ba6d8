import { isTimeZone } from '@platform/domain/video-consultations';
import { useDateTime } from '../../../shared/i18n/format-date';
import { useCurrentUser } from '../../../shared/session/current-user';

/** The learner's time zone: the profile's, else the browser's. */
export function useLearnerTimezone(): string {
  const zone = useCurrentUser().data?.timezone;
  return zone && isTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A wire instant (seconds) as a date and time on the learner's clock in the active language,
 * with its ISO form for <time dateTime>. */
export function useLearnerTime(): (seconds: number) => { text: string; iso: string } {
  return useDateTime({ dateStyle: 'long', timeStyle: 'short', timeZone: useLearnerTimezone() });
}
