import { AlertDialog as Alert } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from './button';
import styles from './modal.module.css';

type Common = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  message: string;
};

/** A message that needs acknowledging: one button, which closes it. */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  message,
  actionLabel,
}: Common & { actionLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root open={open} onOpenChange={onOpenChange}>
      <Alert.Portal>
        <Alert.Overlay className={styles.overlay} />
        <Alert.Content className={styles.content}>
          <Alert.Title className={styles.title}>{title}</Alert.Title>
          <Alert.Description className={styles.description}>{message}</Alert.Description>
          <div className={styles.actions}>
            <Alert.Action className={buttonClassName()}>
              {actionLabel ?? t('common.actions.ok')}
            </Alert.Action>
          </div>
        </Alert.Content>
      </Alert.Portal>
    </Alert.Root>
  );
}

/** A question with Yes/No-style answers; Escape and the cancel button answer no. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: Common & { confirmLabel?: string; cancelLabel?: string; onConfirm(): void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root open={open} onOpenChange={onOpenChange}>
      <Alert.Portal>
        <Alert.Overlay className={styles.overlay} />
        <Alert.Content className={styles.content}>
          <Alert.Title className={styles.title}>{title}</Alert.Title>
          <Alert.Description className={styles.description}>{message}</Alert.Description>
          <div className={styles.actions}>
            <Alert.Cancel className={buttonClassName({ variant: 'secondary' })}>
              {cancelLabel ?? t('common.actions.no')}
            </Alert.Cancel>
            <Alert.Action className={buttonClassName()} onClick={onConfirm}>
              {confirmLabel ?? t('common.actions.yes')}
            </Alert.Action>
          </div>
        </Alert.Content>
      </Alert.Portal>
    </Alert.Root>
  );
}
