import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../shared/ui/button';
import { Modal, type ModalSlotProps } from '../../shared/ui/modal';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import type { Messengers } from './messengers';
import styles from './shell.module.css';

/** How to reach support: a messenger (in a new window) or the support form. */
export function MessengerChoiceModal({
  messengers,
  onChooseForm,
  open,
  onOpenChange,
}: ModalSlotProps & { messengers: Messengers; onChooseForm(): void }) {
  const { t } = useTranslation();
  const links = [
    { name: 'telegram', href: messengers.telegram },
    { name: 'whatsApp', href: messengers.whatsApp },
  ] as const;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('shell.messengers.title')}
      description={t('shell.messengers.text')}
    >
      <ul className={styles.choices}>
        {links.map(({ name, href }) =>
          href ? (
            <li key={name}>
              <a
                className={buttonClassName({ block: true })}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(`shell.messengers.${name}`)}
                <VisuallyHidden> ({t('shell.opensInNewTab')})</VisuallyHidden>
              </a>
            </li>
          ) : null,
        )}
        <li>
          <Button variant="secondary" block onClick={onChooseForm}>
            {t('shell.messengers.form')}
          </Button>
        </li>
      </ul>
    </Modal>
  );
}
