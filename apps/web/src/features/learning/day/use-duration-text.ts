import { splitDuration } from '@platform/domain/plural';
import { useTranslation } from 'react-i18next';

/** A lesson's length in hours and minutes with their plural forms: '1 час 5 минут'. */
export function useDurationText(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const { hours, minutes } = splitDuration(ms);
    if (hours === 0 && minutes === 0) return t('day.duration.underMinute');
    const parts = [
      hours > 0 ? t('day.duration.hours', { count: hours }) : null,
      minutes > 0 ? t('day.duration.minutes', { count: minutes }) : null,
    ];
    return parts.filter((part) => part !== null).join(' ');
  };
}
