import type { Subscription } from '@platform/contracts/subscriptions';
import { CANCEL_REASON_MIN, CANCEL_REASON_TYPES } from '@platform/domain/constants/subscriptions';
import { cancelReasonProblem } from '@platform/domain/subscriptions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, fieldErrorText } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { TextArea } from '../../../shared/ui/text-area';
import { type CancelReason, useCancelSubscription } from '../api/cancel-subscription';
import styles from './subscriptions.module.css';

type ReasonType = (typeof CANCEL_REASON_TYPES)[number];
/** The cancel button's states of spec section 4. */
export type CancelState = 'ready' | 'wait' | 'success' | 'fail';

function stateOf(mutation: ReturnType<typeof useCancelSubscription>): CancelState {
  if (mutation.isPending) return 'wait';
  if (mutation.isSuccess) return 'success';
  return mutation.isError ? 'fail' : 'ready';
}

function CancelForm({ subscription, onDone }: { subscription: Subscription; onDone(): void }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription(subscription.id);
  const [reasonType, setReasonType] = useState<ReasonType>('too_expensive');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const state = stateOf(cancel);
  const problem = cancelReasonProblem(reasonType, reason);
  const serverReason =
    cancel.error instanceof ApiError
      ? fieldErrorText(cancel.error.fieldErrors, 'reason')
      : undefined;
  const reasonError = checked && problem ? t(problem.key, problem.params) : serverReason;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    const body: CancelReason = { reason_type: reasonType };
    if (reason.trim()) body.reason = reason.trim();
    cancel.mutate(body);
  };

  if (state === 'success') {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.success}>
          {t('subscriptionScreens.cancel.success')}
        </p>
        <div>
          <Button onClick={onDone}>{t('common.actions.close')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {subscription.cancelPopupText ? (
        <p className={styles.text}>{subscription.cancelPopupText}</p>
      ) : null}
      <fieldset className={styles.reasons}>
        <legend>{t('subscriptionScreens.cancel.reasonType')}</legend>
        {CANCEL_REASON_TYPES.map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="reason_type"
              value={type}
              checked={reasonType === type}
              onChange={() => setReasonType(type)}
            />
            {t(`subscriptionScreens.cancel.reasons.${type}`)}
          </label>
        ))}
      </fieldset>
      <TextArea
        label={t('subscriptionScreens.cancel.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
        rows={3}
        maxLength={1000}
        counter
      />
      <p className={styles.muted}>
        {t('subscriptionScreens.cancel.reasonHint', { count: CANCEL_REASON_MIN })}
      </p>
      {state === 'fail' ? (
        <p role="alert" className={styles.error}>
          {t('subscriptionScreens.cancel.fail')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={state === 'wait'} aria-busy={state === 'wait'}>
          {state === 'wait'
            ? t('subscriptionScreens.cancel.wait')
            : t('subscriptionScreens.cancel.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('subscriptionScreens.cancel.keep')}
        </Button>
      </div>
    </form>
  );
}

/** The cancel button (while the subscription can be cancelled) and its dialog: what cancelling
 * does (cancelPopupText), why (reason type and words), then wait, success or the spec's failure
 * text. The dialog stays open on its success while the screen below shows the cancelled status. */
export function CancelSubscription({
  subscription,
  cancellable,
}: {
  subscription: Subscription;
  cancellable: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {cancellable ? (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('subscriptionScreens.cancel.open')}
          </Button>
        </div>
      ) : null}
      <Modal open={open} onOpenChange={setOpen} title={t('subscriptionScreens.cancel.title')}>
        {open ? <CancelForm subscription={subscription} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
