import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type DownloadEntry,
  downloads,
  useDownloads,
} from '../../../shared/offline/downloads-state';
import { formatBytes } from '../../../shared/offline/format-bytes';
import { paths } from '../../../shared/routing/paths';
import { Button } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './downloads-screen.module.css';

/** How much the browser lets this site keep, and how much it keeps now. */
const storageEstimate = {
  queryKey: ['downloads', 'storage-estimate'],
  queryFn: async () => (await navigator.storage?.estimate?.()) ?? null,
} as const;

/** /user/downloads: the lessons kept on this device for offline viewing, their sizes, and a
 * way to delete each. */
export function DownloadsScreen() {
  const { t, i18n } = useTranslation();
  const { state, entries } = useDownloads();
  const estimate = useQuery(storageEstimate);
  const headingId = useId();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);

  return (
    <Page title={t('offline.screen.title')} width="narrow">
      <p className={styles.intro}>{t('offline.screen.intro')}</p>
      {state === 'unsupported' ? (
        <p role="alert">{t('offline.screen.unsupported')}</p>
      ) : state === 'error' ? (
        <div className={styles.problem}>
          <p role="alert">{t('offline.screen.readFailed')}</p>
          <Button variant="secondary" onClick={() => void downloads.refresh()}>
            {t('common.actions.retry')}
          </Button>
        </div>
      ) : state !== 'ready' ? (
        <Spinner label={t('common.loading')} />
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{t('offline.screen.empty')}</p>
      ) : (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {t('offline.screen.stored', { size: size(total) })}
          </h2>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={`${entry.courseId}/${entry.lessonId}`} className={styles.item}>
                <DownloadItem entry={entry} size={size} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {estimate.data?.quota ? (
        <p className={styles.quota}>
          {t('offline.screen.quota', {
            used: size(estimate.data.usage ?? 0),
            quota: size(estimate.data.quota),
          })}
        </p>
      ) : null}
    </Page>
  );
}

function DownloadItem({ entry, size }: { entry: DownloadEntry; size(bytes: number): string }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await downloads.remove(entry);
    } catch {
      setFailed(true);
      setDeleting(false);
    }
  };
  const status =
    entry.status === 'loading' && entry.progress !== null
      ? t('offline.status.percent', { label: t('offline.status.loading'), percent: entry.progress })
      : t(`offline.status.${entry.status}`);
  return (
    <>
      <div className={styles.about}>
        <Link
          className={styles.title}
          to={paths.calendarDay.href({ streamId: entry.streamId, dayNumber: entry.dayNumber })}
        >
          {entry.title}
        </Link>
        <span className={styles.meta}>
          {t('offline.screen.day', { number: entry.dayNumber })} · {status}
          {entry.status === 'loaded' ? ` · ${size(entry.bytes)}` : null}
        </span>
        {entry.failure ? (
          <span className={styles.failure}>
            {t(entry.failure.messageKey)}
            {entry.failure.code === null
              ? null
              : ` (${t('offline.code', { code: entry.failure.code })})`}
          </span>
        ) : null}
        {failed ? (
          <span role="alert" className={styles.failure}>
            {t('offline.screen.deleteFailed')}
          </span>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={() => void remove()}
        disabled={deleting || entry.status === 'loading' || entry.status === 'pending'}
        aria-label={t('offline.screen.deleteNamed', { title: entry.title })}
      >
        {t('offline.screen.delete')}
      </Button>
    </>
  );
}
