import type { Day } from '@platform/contracts/courses';
import type { DayStatus } from '@platform/contracts/streams';
import { dayActionProblem, dayErrorMessage } from '@platform/domain/day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import type { useChangeDayStatus } from '../api/change-day-status';
import { isIncorrectlyFilled } from './day-model';
import { DayProgress } from './day-progress';
import styles from './day-screen.module.css';

type DayStatusMutation = ReturnType<typeof useChangeDayStatus>;

/** Where the day stands, its progress, and the buttons that start and finish it; none while
 * the stream's content is `closed` (the server refuses both then). */
export function DayActions({
  streamId,
  day,
  status,
  closed,
  start,
  finish,
}: {
  streamId: number;
  day: Day;
  status: DayStatus;
  closed: boolean;
  start: DayStatusMutation;
  finish: DayStatusMutation;
}) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const started = status.dayStatusId !== null;
  const finished = status.finishedAt !== null;
  const canFinish = dayActionProblem('finish', { locked: false, started }) === null;

  const finishDay = () => {
    // A day without lessons cannot be done by anyone: say so instead of asking the server.
    if (isIncorrectlyFilled(day)) {
      setBroken(true);
      return;
    }
    finish.mutate(day.id);
  };

  const stateText = finished
    ? t('day.actions.finished')
    : started
      ? t('day.actions.started')
      : closed
        ? t('day.actions.closed')
        : t('day.actions.notStarted');
  const failure = broken
    ? t(dayErrorMessage('incorrectlyFilled').key)
    : start.error
      ? errorText(start.error, t)
      : finish.error
        ? errorText(finish.error, t)
        : null;

  return (
    <section className={styles.actions} aria-label={t('day.progress.label')}>
      <p className={styles.state} role="status">
        {stateText}
      </p>
      <DayProgress streamId={streamId} dayStatusId={status.dayStatusId} />
      {finished || closed ? null : (
        <div className={styles.buttons}>
          {started ? null : (
            <Button onClick={() => start.mutate(day.id)} disabled={start.isPending}>
              {t('day.actions.start')}
            </Button>
          )}
          <Button
            variant={started ? 'primary' : 'secondary'}
            onClick={finishDay}
            disabled={!canFinish || finish.isPending}
          >
            {t('day.actions.finish')}
          </Button>
        </div>
      )}
      {failure === null ? null : (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
