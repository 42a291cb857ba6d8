import { displayName } from '@platform/domain/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePointsAmount } from '../../features/points/api/get-points-amount';
import { useDomainConfiguration } from '../../shared/config/domain-configuration';
import { paths } from '../../shared/routing/paths';
import type { User } from '../../shared/session/current-user';
import styles from './shell.module.css';

/** The display name of spec 000 section 3: first and last name, else the e-mail. */
export function userDisplayName(user: Pick<User, 'name' | 'last_name' | 'email'>): string {
  return displayName({ firstName: user.name, lastName: user.last_name, email: user.email });
}

/** The points balance as words ("250 баллов"); nothing until it is known. */
export function usePointsLabel(): string | null {
  const { t } = useTranslation();
  const points = usePointsAmount();
  return points.data === undefined ? null : t('shell.points', { count: points.data });
}

/** The site's logo (or name), leading home. */
export function HomeLogo() {
  const { t } = useTranslation();
  const config = useDomainConfiguration();
  const logo = config.frontendSettings.spa_header_logo;
  return (
    <Link className={styles.brand} to={paths.home.href()} aria-label={t('app.shell.home')}>
      {logo ? <img className={styles.logo} src={logo} alt="" /> : config.title}
    </Link>
  );
}

/** The balance, leading to the points page. */
export function PointsLink() {
  const label = usePointsLabel();
  return label === null ? null : (
    <Link className={styles.points} to={paths.points.href()}>
      {label}
    </Link>
  );
}
