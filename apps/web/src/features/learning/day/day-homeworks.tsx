import type { UserHomeworkStatus } from '@platform/contracts/streams';
import { homeworkErrorMessage, homeworkStatusLabel } from '@platform/domain/homework';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import styles from './day-screen.module.css';

/** The day's homeworks with where each stands; a locked one (demo) is named but not linked. */
export function DayHomeworks({
  streamId,
  homeworks,
}: {
  streamId: number;
  homeworks: UserHomeworkStatus[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (homeworks.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('day.homeworks.title')}
      </h2>
      <ul className={styles.homeworks}>
        {homeworks.map((homework, index) => {
          const title =
            homework.homework?.title ?? t('day.homeworks.fallbackTitle', { number: index + 1 });
          const state = homework.isLocked
            ? homeworkErrorMessage('locked')
            : homeworkStatusLabel(homework.status);
          return (
            <li key={homework.id} className={styles.homework}>
              {homework.isLocked ? (
                <span>{title}</span>
              ) : (
                <Link to={paths.homework.href({ streamId, homeworkId: homework.id })}>{title}</Link>
              )}
              <span className={styles.muted}>{t(state.key)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
