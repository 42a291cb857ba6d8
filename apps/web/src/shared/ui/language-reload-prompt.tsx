import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './alert-dialog';

/** Yes reloads the page (with the lang_reloaded marker); No keeps it as it is. */
export function LanguageReloadPrompt({
  onReload,
  onDismiss,
}: {
  onReload(): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={t('common.language.reloadTitle')}
      message={t('common.language.reloadText')}
      onConfirm={onReload}
    />
  );
}
