import { SECOND_MS } from '@platform/domain/constants/time';
import {
  type EventConsultation,
  type EventStream,
  eventsByDay,
  type LearnerEvent,
  learnerEvents,
} from '@platform/domain/events';
import type { RepeatDays } from '@platform/domain/reminders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { LoadProblem } from '../../../shared/ui/load-problem';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './events.module.css';

/** A source of the screen, as a query gives it. */
interface Source<T> {
  data: T | undefined;
  error: Error | null;
  refetch(): unknown;
}

export interface EventsScreenProps {
  streams: Source<EventStream[]>;
  consultations: Source<EventConsultation[]>;
  /** The learner's reminders; none when they cannot be read (the other events still show). */
  reminders: Source<{ repeatDays: RepeatDays; timeZone: string } | null>;
}

function hrefOf(event: LearnerEvent): string {
  if (event.consultationId !== undefined) {
    return paths.videoconsultation.href({ consultationId: event.consultationId });
  }
  if (event.streamId !== undefined) return paths.calendar.href({ streamId: event.streamId });
  return paths.reminders.href();
}

function EventItem({ event, timeZone }: { event: LearnerEvent; timeZone: string }) {
  const { t } = useTranslation();
  const time = useDateTime({ timeStyle: 'short', timeZone })(event.at / SECOND_MS);
  return (
    <li className={styles.event}>
      <time className={styles.time} dateTime={time.iso}>
        {time.text}
      </time>
      <Link className={styles.link} to={hrefOf(event)}>
        {t(`events.kinds.${event.kind}`, { title: event.title })}
      </Link>
    </li>
  );
}

/** /events: the learner's coming dated things — streams that start, freezes and access that
 * end, booked video consultations, reminders — grouped by day in the learner's zone. */
export function EventsScreen({ streams, consultations, reminders }: EventsScreenProps) {
  const { t } = useTranslation();
  const timeZone =
    reminders.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  const dayTitle = useDateTime({ weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const failed = streams.error ?? consultations.error;
  let content: React.ReactNode;
  if (failed) {
    content = (
      <LoadProblem
        error={failed}
        retry={() => {
          streams.refetch();
          consultations.refetch();
        }}
      />
    );
  } else if (!streams.data || !consultations.data) {
    content = <Spinner label={t('common.loading')} />;
  } else {
    const days = eventsByDay(
      learnerEvents({
        streams: streams.data,
        consultations: consultations.data,
        reminders: reminders.data ?? null,
        now: Date.now(),
      }),
      timeZone,
    );
    content =
      days.length === 0 ? (
        <p className={styles.empty}>{t('events.empty')}</p>
      ) : (
        days.map((day) => {
          const noon = Date.parse(`${day.date}T12:00:00Z`) / SECOND_MS;
          return (
            <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
              <h2 id={`day-${day.date}`} className={styles.date}>
                {dayTitle(noon).text}
              </h2>
              <ul className={styles.events}>
                {day.events.map((event) => (
                  <EventItem
                    key={`${event.kind}-${event.at}-${event.streamId ?? event.consultationId ?? ''}`}
                    event={event}
                    timeZone={timeZone}
                  />
                ))}
              </ul>
            </section>
          );
        })
      );
  }
  return (
    <Page title={t('events.title')}>
      <p className={styles.intro}>{t('events.intro')}</p>
      {content}
    </Page>
  );
}
