import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useDomainConfiguration } from '../../../shared/config/domain-configuration';
import styles from './access-screen.module.css';

const DEFAULT_LOGO = `${import.meta.env.BASE_URL}icons/icon.svg`;

/** The frame of the signed-out screens besides the login (sign-up, access recovery): the
 * login's card with the site's logo, one heading, and the way back to the login. */
export function AccessScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useDomainConfiguration();
  return (
    <div className={styles.screen}>
      <title>{`${title} · ${config.title}`}</title>
      <div className={styles.card}>
        <img
          className={styles.logo}
          src={config.frontendSettings.spa_header_logo ?? DEFAULT_LOGO}
          alt={config.title}
        />
        <h1 className={styles.title}>{title}</h1>
        {children}
        <p className={styles.footer}>
          <Link to={paths.login.href()}>{t('access.backToLogin')}</Link>
        </p>
      </div>
    </div>
  );
}
