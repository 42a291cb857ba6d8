import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-section.module.css';
import { LoadProblem } from './load-problem';
import { Spinner } from './spinner';

type ListQuery<Item> = Pick<UseQueryResult<Item[]>, 'data' | 'error' | 'isError' | 'refetch'>;

/** A titled part of a screen showing a list: why it did not load (with a retry), a spinner
 * meanwhile, a note when it is empty, else the items. */
export function ListSection<Item>({
  title,
  list,
  empty,
  children,
}: {
  title: string;
  list: ListQuery<Item>;
  empty: string;
  children(items: Item[]): ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {list.isError ? (
        <LoadProblem error={list.error} retry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : list.data.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        children(list.data)
      )}
    </section>
  );
}
