import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { LoadProblem } from './load-problem';
import styles from './support.module.css';

/** A titled part of a support screen showing a list: why it did not load (with a retry), a
 * spinner meanwhile, a note when it is empty, else the items. */
export function SupportSection<Item>({
  title,
  list,
  empty,
  children,
}: {
  title: string;
  list: Pick<UseQueryResult<Item[]>, 'data' | 'error' | 'isError' | 'refetch'>;
  empty: string;
  children(items: Item[]): ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {list.isError ? (
        <LoadProblem error={list.error} retry={() => void list.refetch()} />
      ) : !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : list.data.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        children(list.data)
      )}
    </section>
  );
}
