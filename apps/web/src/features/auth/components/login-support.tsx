import { whatsAppLink } from '@platform/domain/phone';
import { type ComponentType, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { ModalSlotProps } from '../../../shared/ui/modal';
import styles from './login-screen.module.css';

/** Support contacts for people who cannot sign in: e-mail, WhatsApp and the support form. */
export function LoginSupport({
  email,
  whatsAppNumber,
  SupportModal,
}: {
  email: string;
  whatsAppNumber: string | null;
  SupportModal: ComponentType<ModalSlotProps>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const whatsApp = whatsAppNumber ? whatsAppLink(whatsAppNumber) : null;
  return (
    <section className={styles.support} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.supportTitle}>
        {t('auth.login.support.title')}
      </h2>
      <p className={styles.supportLine}>
        {t('auth.login.support.emailLabel')} <a href={`mailto:${email}`}>{email}</a>
      </p>
      {whatsApp ? (
        <p className={styles.supportLine}>
          <a href={whatsApp} target="_blank" rel="noopener noreferrer">
            {t('auth.login.support.whatsApp')}
          </a>
        </p>
      ) : null}
      <div>
        <Button variant="text" onClick={() => setFormOpen(true)}>
          {t('auth.login.support.form')}
        </Button>
      </div>
      {formOpen ? (
        <Suspense fallback={null}>
          <SupportModal open={formOpen} onOpenChange={setFormOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
