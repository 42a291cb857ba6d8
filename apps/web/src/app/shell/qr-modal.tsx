import { useTranslation } from 'react-i18next';
import { Modal, type ModalSlotProps } from '../../shared/ui/modal';
import { QrCode } from '../../shared/ui/qr-code';
import styles from './shell.module.css';

/** This site's address as a QR code: scanned with a phone, it opens the platform there, where
 * the brand's app banner (if any) offers the app. */
export function QrModal({ open, onOpenChange }: ModalSlotProps) {
  const { t } = useTranslation();
  const address = new URL('/', window.location.origin).href;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.qr.title')}
      description={t('shell.qr.text')}
    >
      <div className={styles.qr}>
        <QrCode value={address} label={t('shell.qr.codeLabel', { address })} />
      </div>
    </Modal>
  );
}
