import type { Stream } from '@platform/contracts/streams';
import { DAY_MS } from '@platform/domain/constants/time';
import {
  freezeCancelProblem,
  freezeErrorMessage,
  freezeRequestProblem,
} from '@platform/domain/freeze';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import { freezeOf } from '../stream-status-text';
import { CurrentFreeze } from './current-freeze';
import styles from './freeze.module.css';
import { FreezeForm } from './freeze-form';
import layout from './learning-layout.module.css';
import { WithStream } from './with-stream';

/** Why this stream cannot be frozen at all (not started, ended, stopped, a demo), else null:
 * the domain rule asked about a freeze of the coming day. */
function unfreezableReason(stream: Stream, now: number) {
  return freezeRequestProblem(
    { startDate: now, endDate: now + DAY_MS },
    { ...stream, freezes: [] },
    now,
  );
}

function Freeze({ stream }: { stream: Stream }) {
  const { t } = useTranslation();
  const [canceled, setCanceled] = useState(false);
  const now = Date.now();
  const freeze = stream.userCourseStreamFreeze;
  const cancelable = freeze !== null && freezeCancelProblem(freezeOf(stream), now) === null;
  const reason = unfreezableReason(stream, now);
  return (
    <Page title={t('learningScreens.freeze.title')} width="narrow">
      <div className={styles.layout}>
        <p className={layout.muted}>{stream.course?.title}</p>
        {canceled ? (
          <p className={styles.success} role="status">
            {t('learningScreens.freeze.canceled')}
          </p>
        ) : null}
        {cancelable ? (
          <CurrentFreeze stream={stream} freeze={freeze} onCanceled={() => setCanceled(true)} />
        ) : reason ? (
          <p>{t(freezeErrorMessage(reason).key)}</p>
        ) : (
          <>
            <p className={layout.muted}>{t('learningScreens.freeze.intro')}</p>
            <FreezeForm stream={stream} />
          </>
        )}
        <Link to={paths.calendar.href({ streamId: stream.id })}>
          {t('learningScreens.backToCalendar')}
        </Link>
      </div>
    </Page>
  );
}

/** /course/{streamId}/freeze: the stream's freeze, to order or to cancel. */
export function FreezeScreen() {
  return <WithStream>{(stream) => <Freeze stream={stream} />}</WithStream>;
}
