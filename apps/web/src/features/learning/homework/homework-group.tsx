import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateRange } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { useCourseStages } from '../api/get-course-stages';
import { DemoBadge } from '../components/demo-badge';
import type { StreamHomework } from './homework-groups';
import styles from './homework-list.module.css';
import { homeworkPlaceText } from './homework-place';
import { HomeworkStatusBadge } from './homework-status-badge';

/** One stream's homework under its course title and the stream's dates, which tell two streams
 * of one course apart (they name the group for screen readers too). A locked one (demo) is not
 * a link and says why. Links carry the homework status id, the one the homework screen asks
 * for. */
export function HomeworkGroup({ group }: { group: StreamHomework }) {
  const { t } = useTranslation();
  const formatDateRange = useFormatDateRange();
  const headingId = useId();
  const datesId = useId();
  const { stream, items } = group;
  // The place of each homework needs the course's stages; the list shows without it meanwhile.
  const stages = useCourseStages(stream.courseId).data ?? [];
  return (
    <section className={styles.group} aria-labelledby={`${headingId} ${datesId}`}>
      <div className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {stream.course?.title ?? t('homework.list.course', { id: stream.courseId })}
        </h2>
        <p className={styles.streamDates}>
          <span id={datesId}>{formatDateRange(stream.startDate, stream.endDate)}</span>
          {stream.isDemo ? <DemoBadge /> : null}
        </p>
      </div>
      <ul className={styles.items}>
        {items.map((item) => {
          const place = homeworkPlaceText(item.homework, stages, t);
          return (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemText}>
                {item.isLocked ? (
                  <span className={styles.itemTitle}>{item.homework.title}</span>
                ) : (
                  <Link
                    className={[styles.itemTitle, styles.itemLink].join(' ')}
                    to={paths.homework.href({ streamId: item.streamId, homeworkId: item.id })}
                  >
                    {item.homework.title}
                  </Link>
                )}
                {place ? <span className={styles.meta}>{place}</span> : null}
                {item.isLocked ? (
                  <span className={styles.locked}>{t('learning.homeworkErrors.locked')}</span>
                ) : null}
              </div>
              <HomeworkStatusBadge status={item.status} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
