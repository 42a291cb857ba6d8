import type { Stream, StreamFreeze } from '@platform/contracts/streams';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../shared/api/api-error';
import { useFormatDate } from '../../../shared/i18n/format-date';
import { ConfirmDialog } from '../../../shared/ui/alert-dialog';
import { Button } from '../../../shared/ui/button';
import { useCancelFreeze } from '../api/cancel-freeze';
import { learningKeys } from '../learning-keys';
import styles from './freeze.module.css';

/** Cancels the stream's freeze (in effect or to come) once the learner confirms; the server's
 * refusal shows beside the button. */
export function CancelFreezeButton({
  stream,
  onCanceled,
}: {
  stream: Pick<Stream, 'id' | 'courseId'>;
  onCanceled?(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const cancel = useCancelFreeze(stream.id);
  const [confirming, setConfirming] = useState(false);
  const canceled = () => {
    // The course's days were handed out without their media while frozen.
    void client.invalidateQueries({ queryKey: learningKeys.course(stream.courseId) });
    onCanceled?.();
  };
  return (
    <>
      <Button variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
        {t('learningScreens.freeze.cancel')}
      </Button>
      {cancel.isError ? (
        <p className={styles.error} role="alert">
          {refusalText(cancel.error, t)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('learningScreens.freeze.cancelTitle')}
        message={t('learningScreens.freeze.cancelText')}
        confirmLabel={t('learningScreens.freeze.cancelConfirm')}
        cancelLabel={t('learningScreens.freeze.cancelKeep')}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: canceled })}
      />
    </>
  );
}

/** A freeze in effect or still to come, with its cancellation. */
export function CurrentFreeze({
  stream,
  freeze,
  onCanceled,
}: {
  stream: Stream;
  freeze: StreamFreeze;
  onCanceled(): void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const dates = { start: formatDate(freeze.startDate), end: formatDate(freeze.endDate) };
  const inEffect = freeze.startDate <= Date.now();
  return (
    <div className={styles.current}>
      <p className={styles.period}>
        {inEffect
          ? t('learningScreens.freeze.active', dates)
          : t('learningScreens.freeze.scheduled', dates)}
      </p>
      <CancelFreezeButton stream={stream} onCanceled={onCanceled} />
    </div>
  );
}
