import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayProgress } from '../api/get-day-progress';
import styles from './day-screen.module.css';

/** How much of a started day is watched, as the server counts it. */
export function DayProgress({
  streamId,
  dayStatusId,
}: {
  streamId: number;
  dayStatusId: number | null;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const progress = useDayProgress(streamId, dayStatusId);
  if (!progress.data) return null;
  const { progress: percent, viewedLessonsCount, lessonsCount } = progress.data;
  return (
    <div className={styles.progress}>
      <span id={labelId}>{t('day.progress.label')}</span>
      <progress className={styles.progressBar} aria-labelledby={labelId} max={100} value={percent}>
        {percent}%
      </progress>
      <span className={styles.muted}>
        {t('day.progress.lessons', { viewed: viewedLessonsCount, total: lessonsCount })}
      </span>
    </div>
  );
}
