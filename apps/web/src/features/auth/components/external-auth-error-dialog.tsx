import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../shared/ui/alert-dialog';

/** A failed social sign-in (spec section 8): an alert titled Error with the code's text. */
export function ExternalAuthErrorDialog({
  message,
  onClose,
}: {
  message: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('externalAuth.errorTitle')}
      message={message}
      actionLabel={t('externalAuth.ok')}
    />
  );
}
