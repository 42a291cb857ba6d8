import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { telemetry } from '../analytics/telemetry';
import { paths } from '../routing/paths';
import styles from './offline.module.css';
import { statOutbox } from './stat-outbox';
import { useOnline } from './use-online';

/**
 * Signed-in offline behaviour of the shell: the 'No internet' notice while the network is gone
 * (screens show the answers the service worker kept, up to a day old), and the lesson
 * statistics queued meanwhile sent when it returns (and at start, for those of a closed tab).
 */
export function OfflineSync() {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!online) return;
    void statOutbox.flush(telemetry.reportError).then((sent) => {
      // What the statistics change (progress, watched marks) is read again.
      if (sent > 0) void queryClient.invalidateQueries();
    });
  }, [online, queryClient]);

  if (online) return null;
  return (
    <div role="status" className={styles.notice}>
      <strong>{t('common.errors.noInternet')}</strong> <span>{t('offline.notice.text')}</span>{' '}
      <Link to={paths.downloads.href()} className={styles.noticeLink}>
        {t('offline.notice.downloads')}
      </Link>
    </div>
  );
}
