import {
  HOMEWORK_STATUSES,
  type HomeworkStatus,
  homeworkStatusLabel,
} from '@platform/domain/homework';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import type { ListedHomework } from './homework-groups';
import styles from './homework-list.module.css';

const PARAM = 'status';

/** The status chosen in the address (?status=UPLOADED), or null for all. */
export function useStatusFilter(): HomeworkStatus | null {
  const value = useSearchParams()[0].get(PARAM);
  return HOMEWORK_STATUSES.find((status) => status === value) ?? null;
}

/** Links to the list of one status, with how many there are; the address keeps the choice. */
export function StatusFilter({
  items,
  current,
}: {
  items: readonly ListedHomework[];
  current: HomeworkStatus | null;
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
              to={paths.homeworks.href({ [PARAM]: status })}
              aria-current={status === current ? 'page' : undefined}
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
