import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useDomainConfiguration } from '../shared/config/domain-configuration';
import styles from './app-shell.module.css';
import { paths } from './paths';

/** The frame of the signed-in screens. The header's avatar, points and menus (spec section 2,
 * shell widgets) are built on this frame. */
export function AppShell() {
  const { t } = useTranslation();
  const config = useDomainConfiguration();
  const logo = config.frontendSettings.spa_header_logo;
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.shell.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link className={styles.brand} to={paths.home.href()} aria-label={t('app.shell.home')}>
          {logo ? <img className={styles.logo} src={logo} alt={config.title} /> : config.title}
        </Link>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

/** Screens outside the shell (sign-in, the forced steps, not-found) still have one main region. */
export function PlainLayout() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}
