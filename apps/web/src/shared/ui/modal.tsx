import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

export type ModalProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** 'full' fills the screen, for embedded pages. */
  size?: 'default' | 'full';
  /** Where focus goes back when it closes. Radix returns it only to a Dialog.Trigger, which a
   * dialog opened from state has not: give the control that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children?: ReactNode;
};

/** An accessible dialog (focus trap, Escape, labelled by its title) on Radix Dialog. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'default',
  returnFocusTo,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, size === 'full' ? styles.full : null]
            .filter(Boolean)
            .join(' ')}
          // Without a description Radix must not point at one that does not exist.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('common.actions.close')}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The props of a modal that a screen opens but another area provides (support form, …). */
export type ModalSlotProps = { open: boolean; onOpenChange(open: boolean): void };
