import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { disablePush, enablePush, type PushState, pushState } from '../push/browser-push';
import styles from './reminders.module.css';

const STATE_KEY = ['reminders', 'push-state'] as const;

/** This browser's push: what it does now and the button that changes it. */
export function PushDevice() {
  const { t } = useTranslation();
  const headingId = useId();
  const client = useQueryClient();
  const state = useQuery({ queryKey: STATE_KEY, queryFn: pushState });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? enablePush() : disablePush()),
    onSuccess: (next: PushState) => client.setQueryData(STATE_KEY, next),
  });
  const current = state.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('reminderScreens.device.title')}
      </h2>
      {current === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className={styles.text} aria-live="polite">
            {t(`reminderScreens.device.${current}`)}
          </p>
          {current === 'off' || current === 'on' ? (
            <div>
              <Button
                variant={current === 'on' ? 'secondary' : 'primary'}
                disabled={change.isPending}
                onClick={() => change.mutate(current === 'off')}
              >
                {t(
                  current === 'on'
                    ? 'reminderScreens.device.disable'
                    : 'reminderScreens.device.enable',
                )}
              </Button>
            </div>
          ) : null}
          {change.isError ? (
            <p className={styles.error} role="alert">
              {t('reminderScreens.device.failed', { reason: errorText(change.error, t) })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
