import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { VisuallyHidden } from '../../../shared/ui/visually-hidden';
import type { CalendarDay } from '../calendar-days';
import styles from './calendar.module.css';
import { CheckIcon, LockIcon, RestIcon, StartedIcon } from './day-icons';

/** What a screen reader hears of a day: its number, then each mark it has. */
function useDayDescription(day: CalendarDay): string {
  const { t } = useTranslation();
  const marks = [
    t('learningScreens.dayNumber', { number: day.dayNumber }),
    day.rest ? t('learningScreens.calendar.rest') : null,
    day.finished
      ? t('learningScreens.calendar.finished')
      : day.started
        ? t('learningScreens.calendar.started')
        : null,
    day.current ? t('learningScreens.calendar.current') : null,
    day.lock ? t(`learningScreens.calendar.locked.${day.lock}`) : null,
  ];
  return marks.filter(Boolean).join(', ');
}

/**
 * One day of the calendar: a link to the day, or, when locked, a plain tile with a padlock
 * that is announced in the list but is no tab stop.
 */
export function DayTile({ streamId, day }: { streamId: number; day: CalendarDay }) {
  const description = useDayDescription(day);
  const className = [
    styles.tile,
    day.rest ? styles.rest : null,
    day.finished ? styles.finished : null,
    day.current ? styles.current : null,
    day.lock ? styles.locked : null,
  ]
    .filter(Boolean)
    .join(' ');
  const face = (
    <>
      <span className={styles.number} aria-hidden="true">
        {day.dayNumber}
      </span>
      <span className={styles.marks}>
        {day.rest ? <RestIcon className={styles.mark} /> : null}
        {day.lock ? (
          <LockIcon className={styles.mark} />
        ) : day.finished ? (
          <CheckIcon className={styles.mark} />
        ) : day.started ? (
          <StartedIcon className={styles.mark} />
        ) : null}
      </span>
      <VisuallyHidden>{description}</VisuallyHidden>
    </>
  );
  if (day.lock) return <span className={className}>{face}</span>;
  return (
    <Link
      className={className}
      to={paths.calendarDay.href({ streamId, dayNumber: day.dayNumber })}
      aria-current={day.current ? 'step' : undefined}
    >
      {face}
    </Link>
  );
}
