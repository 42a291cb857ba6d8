import type { Stream } from '@platform/contracts/streams';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { isFreezeOffered } from '../stream-access';
import { useStreamStatusText } from '../stream-status-text';
import { AccessNotice } from './access-notice';
import styles from './calendar.module.css';
import { DemoBadge } from './demo-badge';
import { FreezeNotice } from './freeze-notice';
import { ProgressBar } from './progress-bar';

/** The top of the calendar: the status message, what the access state asks, progress, and the
 * ways to the course's materials, homework and (when one may be ordered) freeze. */
export function CalendarSummary({
  stream,
  freezeCreated,
}: {
  stream: Stream;
  /** Just back from ordering a freeze: say it was taken. */
  freezeCreated: boolean;
}) {
  const { t } = useTranslation();
  const statusText = useStreamStatusText();
  return (
    <div className={styles.summary}>
      <p className={styles.banner}>
        {stream.isDemo ? <DemoBadge /> : null}
        {statusText(stream)}
      </p>
      {freezeCreated ? <FreezeNotice stream={stream} /> : null}
      <AccessNotice stream={stream} />
      <ProgressBar percent={stream.progress.progress} />
      <nav className={styles.actions} aria-label={t('learningScreens.calendar.actions')}>
        <Link to={paths.materials.href({ streamId: stream.id })}>
          {t('learningScreens.calendar.materials')}
        </Link>
        <Link to={paths.homeworks.href({ stream: stream.id })}>
          {t('learningScreens.calendar.homeworks')}
        </Link>
        {isFreezeOffered(stream, Date.now()) ? (
          <Link to={paths.freeze.href({ streamId: stream.id })}>
            {t('learningScreens.calendar.freeze')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
