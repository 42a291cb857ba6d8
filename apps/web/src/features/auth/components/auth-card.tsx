import type { ReactNode } from 'react';
import { useDomainConfiguration } from '../../../shared/config/domain-configuration';
import styles from './auth-card.module.css';

const DEFAULT_LOGO = `${import.meta.env.BASE_URL}icons/icon.svg`;

/** The frame of every signed-out screen: the page title, the site's logo and one heading on a
 * card that the content follows. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
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
      </div>
    </div>
  );
}
