import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeworksHref } from './homework-filters';
import type { HomeworkFilters } from './homework-groups';
import styles from './homework-list.module.css';

/** Says the list shows one course's homework (it was opened from that course) and leads back
 * to every course's, keeping the status chosen. */
export function StreamScope({
  streams,
  filters,
}: {
  streams: readonly Stream[];
  filters: HomeworkFilters;
}) {
  const { t } = useTranslation();
  const course = streams.find((stream) => stream.id === filters.streamId)?.course?.title;
  return (
    <p className={styles.scope}>
      <span>
        {course ? t('homework.list.scopedTo', { course }) : t('homework.list.scopedToUnknown')}
      </span>
      <Link to={homeworksHref({ ...filters, streamId: null })}>
        {t('homework.list.allCourses')}
      </Link>
    </p>
  );
}
