import type { Stream, StreamStatusAnswer } from '@platform/contracts/streams';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import { paths } from '../../../shared/routing/paths';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './home.module.css';
import layout from './learning-layout.module.css';

const panel = `${layout.panel} ${styles.currentDay}`;

/** The day the user is at in a started stream, with the way into it; `status` is the stream's
 * status query, which the home screen waits for on its first load (so its spinner shows only
 * while a failed load is asked again). */
export function CurrentDayCard({
  stream,
  status,
}: {
  stream: Stream;
  status: UseQueryResult<StreamStatusAnswer>;
}) {
  const { t } = useTranslation();
  const heading = t('learningScreens.home.currentDay');

  if (status.isPending) {
    return (
      <section className={panel} aria-label={heading} aria-busy="true">
        <Spinner label={t('common.loading')} />
      </section>
    );
  }
  if (status.isError) {
    return (
      <section className={panel} aria-label={heading}>
        <p role="alert">{errorText(status.error, t)}</p>
        <Button variant="secondary" onClick={() => status.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </section>
    );
  }
  const day = status.data.currentDay;
  if (day === null) return null;
  return (
    <section className={panel} aria-labelledby="current-day-title">
      <p className={styles.eyebrow}>
        {stream.course?.title ?? t('learningScreens.courseFallbackTitle')}
      </p>
      <h2 id="current-day-title" className={layout.heading}>
        {t('learningScreens.dayNumber', { number: day.dayNumber })}
        {day.title ? `. ${day.title}` : null}
      </h2>
      {day.excerpt ? <p className={styles.excerpt}>{day.excerpt}</p> : null}
      <Link
        className={buttonClassName()}
        to={paths.calendarDay.href({ streamId: stream.id, dayNumber: day.dayNumber })}
      >
        {t('learningScreens.home.openDay')}
      </Link>
    </section>
  );
}
