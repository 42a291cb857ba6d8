import { useTranslation } from 'react-i18next';
import type { ModalSlotProps } from '../shared/ui/modal';
import { Modal } from '../shared/ui/modal';

export function SupportModalPlaceholder({ open, onOpenChange }: ModalSlotProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('app.comingSoon.title')}>
      <p>{t('app.comingSoon.text')}</p>
    </Modal>
  );
}
