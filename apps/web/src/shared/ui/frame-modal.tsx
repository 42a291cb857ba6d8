import type { ReactNode } from 'react';
import styles from './frame-modal.module.css';
import { Modal, type ModalSlotProps } from './modal';

/** A page of another site (user manual, instruction, document) in a full-size modal;
 * `actions` go above it. */
export function FrameModal({
  url,
  title,
  actions,
  open,
  onOpenChange,
}: ModalSlotProps & { url: string; title: string; actions?: ReactNode }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} size="full">
      <div className={styles.layout}>
        {actions}
        <iframe className={styles.frame} src={url} title={title} />
      </div>
    </Modal>
  );
}
