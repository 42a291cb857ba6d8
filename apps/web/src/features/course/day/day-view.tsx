import type { Day } from '@platform/contracts/courses';
import type { DayStatus, StreamStatusAnswer } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import { useChangeDayStatus } from '../api/change-day-status';
import { CalendarLink } from './calendar-link';
import { DayActions } from './day-actions';
import { DayHomeworks } from './day-homeworks';
import { DayLessons } from './day-lessons';
import { dayHomeworks, dayLessonSets } from './day-model';
import styles from './day-screen.module.css';
import { useDayStarter } from './use-day-starter';

/** An open day: its lessons and player, where it stands, and its homeworks. */
export function DayView({
  streamId,
  day,
  status,
  dayStatus,
}: {
  streamId: number;
  day: Day;
  status: StreamStatusAnswer;
  dayStatus: DayStatus;
}) {
  const { t } = useTranslation();
  const start = useChangeDayStatus(streamId, 'start');
  const finish = useChangeDayStatus(streamId, 'finish');
  // Our choice: playing a lesson starts a day that is not started yet, as the button would. A
  // start answered before the stream's status is fetched again already gives the id.
  const dayStatusId = useDayStarter(dayStatus.dayStatusId ?? start.data?.id ?? null, () =>
    start.mutateAsync(day.id),
  );
  const dayLabel = t('day.heading', { number: dayStatus.dayNumber });

  return (
    <Page title={day.title.trim() === '' ? dayLabel : day.title}>
      <CalendarLink streamId={streamId} />
      {day.title.trim() === '' ? null : <p className={styles.dayNumber}>{dayLabel}</p>}
      {day.excerpt.trim() === '' ? null : <p className={styles.excerpt}>{day.excerpt}</p>}
      <div className={styles.layout}>
        <div className={styles.main}>
          {day.dayOfRest ? (
            <p className={styles.notice}>{t('day.restDay')}</p>
          ) : (
            <DayLessons
              sets={dayLessonSets(day, status.lessons ?? [])}
              statistics={{
                streamId,
                dayId: day.id,
                // Statistics are kept while the course runs, not before, after or in a freeze.
                enabled: status.status === 'started',
                dayStatusId,
              }}
            />
          )}
        </div>
        <div className={styles.side}>
          <DayActions
            streamId={streamId}
            day={day}
            status={dayStatus}
            start={start}
            finish={finish}
          />
          <DayHomeworks streamId={streamId} homeworks={dayHomeworks(status, day)} />
        </div>
      </div>
    </Page>
  );
}
