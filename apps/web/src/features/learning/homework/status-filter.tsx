import { HOMEWORK_STATUSES, homeworkStatusLabel } from '@platform/domain/homework';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeworksHref } from './homework-filters';
import type { HomeworkFilters, ListedHomework } from './homework-groups';
import styles from './homework-list.module.css';

/** Links to the list of one status, with how many there are; the address keeps the choice (and
 * the course the list is narrowed to, if any). */
export function StatusFilter({
  items,
  filters,
}: {
  items: readonly ListedHomework[];
  filters: HomeworkFilters;
}) {
  const { t } = useTranslation();
  const options = [null, ...HOMEWORK_STATUSES].map((status) => {
    const label = status === null ? t('homework.list.all') : t(homeworkStatusLabel(status).key);
    const count = items.filter((item) => status === null || item.status === status).length;
    return { status, text: t('homework.list.withCount', { label, count }) };
  });
  return (
    <nav aria-label={t('homework.list.filter')}>
      <ul className={styles.filter}>
        {options.map(({ status, text }) => (
          <li key={status ?? 'all'}>
            <Link
              className={styles.filterLink}
              to={homeworksHref({ ...filters, status })}
              aria-current={status === filters.status ? 'page' : undefined}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
