import type { Stream } from '@platform/contracts/streams';
import { daysLeft } from '@platform/domain/plural';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { useFormatDate } from '../../../shared/i18n/format-date';
import { buttonClassName } from '../../../shared/ui/button';
import { type AccessState, accessActions, accessStateOf } from '../stream-access';
import styles from './access-notice.module.css';
import { CancelFreezeButton } from './current-freeze';

/** The stream's access state now, with the brand's warning days before an end. */
function useAccessState(stream: Stream): AccessState | null {
  const { daysShowWarning } = useBrandConfig();
  return accessStateOf(stream, Date.now(), daysShowWarning);
}

/** The state's actions: the first as the button to press, links to the flows that do them, the
 * freeze cancelled in place. The panel, which explains, adds the brand's course-renewal support
 * topic where a stream stopped or ended; a card keeps to the flows that do it themselves. */
function AccessActions({
  stream,
  state,
  withSupport = false,
}: {
  stream: Stream;
  state: AccessState;
  withSupport?: boolean;
}) {
  const { t } = useTranslation();
  const { renewCourseSupportCategoryId } = useBrandConfig();
  const actions = accessActions(
    state,
    stream.id,
    withSupport ? renewCourseSupportCategoryId : undefined,
  );
  if (actions.length === 0) return null;
  return (
    <ul className={styles.actions} aria-label={t('learningScreens.access.actions')}>
      {actions.map((action, index) => (
        <li key={action.kind === 'link' ? action.key : action.kind}>
          {action.kind === 'link' ? (
            <Link className={index === 0 ? buttonClassName() : styles.link} to={action.to}>
              {t(`learningScreens.access.${action.key}`)}
            </Link>
          ) : (
            <CancelFreezeButton stream={stream} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The sentence that says how things stand, where the state's title or the card's status line
 * does not already say it. */
function StateText({ state }: { state: AccessState }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  switch (state.kind) {
    case 'freezeScheduled':
      return (
        <p className={styles.text}>
          {t('learningScreens.freeze.scheduled', {
            start: formatDate(state.start),
            end: formatDate(state.end),
          })}
        </p>
      );
    case 'endingSoon':
      return <p className={styles.text}>{t('extension.notice', { count: state.days })}</p>;
    default:
      return null;
  }
}

/** Why lessons are closed (or a demo's are partly), until or since when, and what to do. */
function Panel({ stream, state }: { stream: Stream; state: AccessState }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const headingId = useId();
  if (state.kind !== 'closed' && state.kind !== 'demo') {
    return (
      <div className={styles.notice}>
        <StateText state={state} />
        <AccessActions stream={stream} state={state} />
      </div>
    );
  }
  const closed = state.kind === 'closed' ? state : null;
  // A restricted demo that stopped or ended is bought, not renewed or extended.
  const remedy =
    closed === null || (closed.demo && (closed.reason === 'ended' || closed.reason === 'stopped'))
      ? 'demo'
      : closed.reason;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {closed ? t('learningScreens.contentClosed.title') : t('learningScreens.access.demoTitle')}
      </h2>
      <p className={styles.text}>
        {closed
          ? t(`learningScreens.contentClosed.reason.${closed.reason}`, {
              date: formatDate(closed.date),
              // The days to a start (its plural forms); the other reasons have no count.
              count: daysLeft(Date.now(), closed.date),
            })
          : t('learningScreens.access.demoText')}
      </p>
      <p className={styles.text}>{t(`learningScreens.access.remedy.${remedy}`)}</p>
      <AccessActions stream={stream} state={state} withSupport />
    </section>
  );
}

/**
 * What the stream's access state asks and the action that moves the learner forward: buy a
 * demo's full access, renew a stopped stream, extend an ended or ending one, wait for the start,
 * cancel a freeze. `panel` (calendar, day, materials) explains; `inline` (a stream card, whose
 * status line already says how things stand) gives the actions. Nothing while nothing is asked.
 */
export function AccessNotice({
  stream,
  variant = 'panel',
  closedOnly = false,
}: {
  stream: Stream;
  variant?: 'panel' | 'inline';
  /** Only while the lessons are closed (the materials screen). */
  closedOnly?: boolean;
}) {
  const state = useAccessState(stream);
  if (state === null || (closedOnly && state.kind !== 'closed')) return null;
  if (variant === 'panel') return <Panel stream={stream} state={state} />;
  // A card's status line already counts the days to a start, the one closed state without an
  // action.
  if (state.kind === 'closed' && state.reason === 'not_started') return null;
  return (
    <div className={styles.inline}>
      <StateText state={state} />
      <AccessActions stream={stream} state={state} />
    </div>
  );
}
