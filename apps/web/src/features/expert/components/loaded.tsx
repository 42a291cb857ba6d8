import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './expert.module.css';

/** A part of the desk that did not load: why, and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.section}>
      <p className={styles.error} role="alert">
        {t('expert.loadFailed')}: {errorText(error, t)}
      </p>
      <Button variant="secondary" onClick={retry}>
        {t('common.actions.retry')}
      </Button>
    </div>
  );
}

/** The data of a query once it is there; a spinner before, the failure with a retry after an
 * error (a failed refetch keeps showing the data it had). */
export function Loaded<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  return <Spinner label={t('common.loading')} />;
}
