import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../routing/paths';
import { Button } from '../ui/button';
import { downloads, useDownloads } from './downloads-state';
import type { LessonToDownload } from './lesson-download';
import styles from './offline.module.css';

/**
 * Saves a lesson's video and preview on the device for offline viewing, says how far it got
 * (pending, loading with progress, loaded, failed with why) and leads to the downloads screen.
 */
export function DownloadButton({ lesson }: { lesson: LessonToDownload }) {
  const { t } = useTranslation();
  const { state, entries } = useDownloads();
  const entry = entries.find(
    (item) => item.courseId === lesson.courseId && item.lessonId === lesson.lessonId,
  );
  if (state === 'unsupported') return null;
  const start = () => void downloads.download(lesson);
  const toDownloads = (
    <Link to={paths.downloads.href()} className={styles.noticeLink}>
      {t('offline.button.manage')}
    </Link>
  );

  if (!entry || entry.status === 'fail') {
    return (
      <div className={styles.download}>
        <Button variant="secondary" onClick={start} disabled={state !== 'ready'}>
          {entry ? t('offline.button.retry') : t('offline.button.download')}
        </Button>
        {entry?.failure ? (
          <p role="alert" className={styles.failure}>
            {t(entry.failure.messageKey)}
            {entry.failure.code === null
              ? null
              : ` (${t('offline.code', { code: entry.failure.code })})`}
          </p>
        ) : null}
      </div>
    );
  }
  if (entry.status === 'loaded') {
    return (
      <div className={styles.download}>
        <p className={styles.state}>
          <span aria-hidden="true">✓ </span>
          {t('offline.status.loaded')}
        </p>
        {toDownloads}
      </div>
    );
  }
  const label = t(`offline.status.${entry.status}`);
  return (
    <div className={styles.download}>
      <progress
        className={styles.progress}
        aria-label={label}
        max={100}
        value={entry.progress ?? undefined}
      />
      <p className={styles.state}>
        {entry.progress === null
          ? label
          : t('offline.status.percent', { label, percent: entry.progress })}
      </p>
    </div>
  );
}
