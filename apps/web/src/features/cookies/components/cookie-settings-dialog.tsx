import { useTranslation } from 'react-i18next';
import { Modal, type ModalSlotProps } from '../../../shared/ui/modal';
import { useCookieConsent, useSaveCookieConsent } from '../use-cookie-consent';
import { CookieCategoriesForm } from './cookie-categories-form';

/** The cookie settings modal (spec: shell modals): the banner's "Settings", and for the shell's
 * menus. Saving stores the selected categories and closes it. */
export function CookieSettingsDialog({ open, onOpenChange }: ModalSlotProps) {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const { save } = useSaveCookieConsent();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('cookies.dialog.title')}
      description={t('cookies.dialog.description')}
    >
      <CookieCategoriesForm
        items={consent.items}
        policy={consent.policy}
        locked={consent.enabled === false}
        saveLabel={t('cookies.dialog.save')}
        onSave={(policy) => {
          save(policy);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
