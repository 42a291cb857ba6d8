import type { Day } from '@platform/contracts/courses';
import type { DayStatus, Stream, StreamStatusAnswer } from '@platform/contracts/streams';
import { contentClosedBy } from '@platform/domain/content-access';
import { isOfflineViewingAllowed } from '@platform/domain/downloads';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../../shared/banners/banner-slot';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { Page } from '../../../shared/ui/page';
import { useChangeDayStatus } from '../api/change-day-status';
import { AccessNotice } from '../components/access-notice';
import { CalendarLink } from './calendar-link';
import { DayActions } from './day-actions';
import { DayHomeworks } from './day-homeworks';
import { DayLessons } from './day-lessons';
import { dayHomeworks, dayLessonSets } from './day-model';
import styles from './day-screen.module.css';
import { useDayStarter } from './use-day-starter';

/** An open day: its lessons and player, where it stands, and its homeworks. While the stream
 * does not run, why its lessons are closed and what to do take the player's place, and no
 * button asks for what the server would refuse. */
export function DayView({
  stream,
  day,
  status,
  dayStatus,
}: {
  stream: Stream;
  day: Day;
  status: StreamStatusAnswer;
  dayStatus: DayStatus;
}) {
  const { t } = useTranslation();
  const streamId = stream.id;
  // The status call's answer is the fresher of the two.
  const closed = contentClosedBy(status.status) !== null;
  const start = useChangeDayStatus(streamId, 'start');
  const finish = useChangeDayStatus(streamId, 'finish');
  // Our choice: playing a lesson starts a day that is not started yet, as the button would. A
  // start answered before the stream's status is fetched again already gives the id.
  const dayStatusId = useDayStarter(dayStatus.dayStatusId ?? start.data?.id ?? null, () =>
    start.mutateAsync(day.id),
  );
  const dayLabel = t('day.heading', { number: dayStatus.dayNumber });
  const offline = isOfflineViewingAllowed(useBrandConfig(), stream, stream.course ?? null);
  // What the access state asks: in the player's place while the lessons are closed, else (a
  // demo, a freeze to come, an end within days) beside the day's progress.
  const access = (
    <AccessNotice
      stream={{
        ...stream,
        status: status.status,
        userCourseStreamFreeze: status.userCourseStreamFreeze,
      }}
    />
  );

  return (
    <Page title={day.title.trim() === '' ? dayLabel : day.title}>
      <CalendarLink streamId={streamId} />
      {day.title.trim() === '' ? null : <p className={styles.dayNumber}>{dayLabel}</p>}
      {day.excerpt.trim() === '' ? null : <p className={styles.excerpt}>{day.excerpt}</p>}
      <div className={styles.layout}>
        <div className={styles.main}>
          {closed ? (
            <>
              {access}
              <BannerSlot position="day" placement="insteadVideo" stageDayId={day.id} />
            </>
          ) : day.dayOfRest ? (
            <p className={styles.notice}>{t('day.restDay')}</p>
          ) : (
            <>
              <BannerSlot position="day" placement="beforeLessons" stageDayId={day.id} />
              <DayLessons
                sets={dayLessonSets(day, status.lessons ?? [])}
                statistics={{
                  streamId,
                  dayId: day.id,
                  // Statistics are kept while the course runs, not before, after or in a freeze.
                  enabled: status.status === 'started',
                  dayStatusId,
                }}
                download={
                  offline
                    ? { courseId: stream.courseId, streamId, dayNumber: dayStatus.dayNumber }
                    : null
                }
              />
            </>
          )}
        </div>
        <div className={styles.side}>
          <BannerSlot position="day" placement="sidebar" stageDayId={day.id} />
          {closed ? null : access}
          <DayActions
            streamId={streamId}
            day={day}
            status={dayStatus}
            closed={closed}
            start={start}
            finish={finish}
          />
          <DayHomeworks streamId={streamId} homeworks={dayHomeworks(status, day)} />
        </div>
      </div>
    </Page>
  );
}
