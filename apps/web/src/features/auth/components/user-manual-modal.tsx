import { useTranslation } from 'react-i18next';
import { Modal, type ModalSlotProps } from '../../../shared/ui/modal';
import styles from './login-screen.module.css';

export function UserManualModal({ url, open, onOpenChange }: ModalSlotProps & { url: string }) {
  const { t } = useTranslation();
  const title = t('auth.login.userManual');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="full">
      <iframe className={styles.manualFrame} src={url} title={title} />
    </Modal>
  );
}
