import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Page } from '../../../shared/ui/page';
import styles from './forced-step.module.css';

/** A step the guards send a signed-in user to (spec section 4). The user cannot leave it for
 * another screen, so it offers the one other way out: signing out. */
export function ForcedStep({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={title} width="narrow">
      <div className={styles.step}>
        {children}
        <p className={styles.footer}>
          <Link to={paths.logout.href()}>{t('onboarding.signOut')}</Link>
        </p>
      </div>
    </Page>
  );
}
