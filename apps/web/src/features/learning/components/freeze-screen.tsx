import type { Stream } from '@platform/contracts/streams';
import { DAY_MS } from '@platform/domain/constants/time';
import {
  FREEZE_MAX_DAYS,
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

const RULES = ['length', 'moves', 'cancel', 'oneAtATime'] as const;

/** Beside the form: what a freeze does, so the dates are chosen knowing it. */
function FreezeRules() {
  const { t } = useTranslation();
  return (
    <section className={`${layout.section} ${styles.rules}`} aria-labelledby="freeze-rules-title">
      <h2 id="freeze-rules-title" className={layout.heading}>
        {t('learningScreens.freeze.rules.title')}
      </h2>
      <ul className={styles.ruleList}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`learningScreens.freeze.rules.${rule}`, { max: FREEZE_MAX_DAYS })}</li>
        ))}
      </ul>
    </section>
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
    <Page title={t('learningScreens.freeze.title')} width="narrow" aside={<FreezeRules />}>
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
