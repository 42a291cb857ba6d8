import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import styles from './access-screen.module.css';
import { AuthCard } from './auth-card';

/** The frame of the signed-out screens besides the login (sign-up, access recovery): the
 * login's card, with the way back to the login at its foot. */
export function AccessScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      {children}
      <p className={styles.footer}>
        <Link to={paths.login.href()}>{t('access.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
