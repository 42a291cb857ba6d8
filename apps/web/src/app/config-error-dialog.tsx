import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../shared/ui/alert-dialog';

/** The app cannot work without its configuration: the dialog's button reloads the page. */
export function ConfigErrorDialog() {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open
      onOpenChange={(open) => {
        if (!open) window.location.reload();
      }}
      title={t('app.startup.configErrorTitle')}
      message={t('app.startup.configErrorText')}
      actionLabel={t('common.actions.retry')}
    />
  );
}
