import { useTranslation } from 'react-i18next';
import { FrameModal } from '../../../shared/ui/frame-modal';
import type { ModalSlotProps } from '../../../shared/ui/modal';

export function UserManualModal({ url, open, onOpenChange }: ModalSlotProps & { url: string }) {
  const { t } = useTranslation();
  return (
    <FrameModal
      url={url}
      title={t('auth.login.userManual')}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
