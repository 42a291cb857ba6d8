import { Link } from 'react-router';
import { paths } from '../../shared/routing/paths';
import type { User } from '../../shared/session/current-user';
import { Avatar } from '../../shared/ui/avatar';
import { HomeLogo, usePointsLabel, userDisplayName } from './header-parts';
import styles from './shell.module.css';
import { type OpenModal, ShellBurger } from './shell-burger';
import type { ShellMenus } from './use-shell-menus';

/**
 * The desktop header (from 1244 px): logo home; avatar, name and points, which open the points
 * page; the burger with the settings menu, the language and, for admins, the dashboard.
 */
export function DesktopHeader({
  user,
  menus,
  onOpenModal,
}: {
  user: User;
  menus: ShellMenus;
  onOpenModal: OpenModal;
}) {
  const name = userDisplayName(user);
  const points = usePointsLabel();
  return (
    <header className={styles.header}>
      <HomeLogo />
      <div className={styles.headerEnd}>
        <Link className={styles.profile} to={paths.points.href()}>
          <Avatar src={user.avatar} name={name} />
          <span className={styles.profileText}>
            <span className={styles.name}>{name}</span>
            {points === null ? null : <span className={styles.profilePoints}>{points}</span>}
          </span>
        </Link>
        <ShellBurger
          groups={[{ items: menus.settings }]}
          adminDashboard={menus.adminDashboard}
          onOpenModal={onOpenModal}
        />
      </div>
    </header>
  );
}
