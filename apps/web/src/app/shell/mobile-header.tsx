import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { streamQuery } from '../../features/learning/api/get-stream';
import { useDomainConfiguration } from '../../shared/config/domain-configuration';
import {
  backTarget,
  backTo,
  useNavigationEntries,
} from '../../shared/navigation/use-navigation-history';
import { HOME, paths, type RouteName } from '../../shared/routing/paths';
import { useRouteId } from '../../shared/routing/route-id';
import type { User } from '../../shared/session/current-user';
import { Avatar } from '../../shared/ui/avatar';
import { Menu } from '../../shared/ui/menu';
import { useRouteName } from '../route-name';
import { PointsLink, userDisplayName } from './header-parts';
import { usePageHeading } from './page-heading';
import { headerTitle, isCourseScreen, screenTitleKey } from './screen-areas';
import styles from './shell.module.css';
import { MenuEntries, type OpenModal, ShellBurger } from './shell-burger';
import type { ShellMenus } from './use-shell-menus';

/** Pages a signed-in user does not go back to: the guest pages (sign-in, sign-up, recovery)
 * and the session actions. */
const NOT_BACK = [
  ...Object.values(paths)
    .filter((route) => route.access === 'guest')
    .map((route) => route.pattern),
  paths.autoLogin.pattern,
  paths.logout.pattern,
  paths.delete.pattern,
];

function isBackDestination(fullPath: string): boolean {
  const { pathname } = new URL(fullPath, window.location.origin);
  return !NOT_BACK.some((pattern) => matchPath(pattern, pathname));
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const target = backTarget(
    useNavigationEntries(),
    `${pathname}${search}${hash}`,
    HOME.href(),
    isBackDestination,
  );
  if (target === null) return null;
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('shell.header.back')}
      onClick={() => {
        backTo(target);
        navigate(target);
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/** The course of a screen about one stream, once its stream is loaded (the screen loads it). */
function useCourseTitle(route: RouteName): string | null {
  const streamId = useRouteId('streamId');
  const enabled = streamId !== null && isCourseScreen(route);
  const stream = useQuery({ ...streamQuery(streamId ?? 0), enabled });
  return enabled ? (stream.data?.course?.title ?? null) : null;
}

/** What the header names: the course, else the screen, else the site, never the heading that
 * the page shows right below it. */
function useHeaderTitle(): string {
  const { t } = useTranslation();
  const route = useRouteName();
  const titleKey = screenTitleKey(route);
  const course = useCourseTitle(route);
  const site = useDomainConfiguration().title;
  const heading = usePageHeading();
  return headerTitle([course, titleKey ? t(titleKey) : null, site], heading);
}

/**
 * The mobile and tablet header (below 1244 px): back, the avatar (which opens the profile
 * menu), the screen's title, the points and the burger with the general and settings menus.
 */
export function MobileHeader({
  user,
  menus,
  onOpenModal,
}: {
  user: User;
  menus: ShellMenus;
  onOpenModal: OpenModal;
}) {
  const { t } = useTranslation();
  const title = useHeaderTitle();
  const name = userDisplayName(user);
  return (
    <header className={styles.header}>
      <BackButton />
      <Menu
        trigger={<Avatar src={user.avatar} name={name} size="s" />}
        label={t('shell.header.profileMenu', { name })}
        triggerClassName={styles.avatarButton}
      >
        <MenuEntries items={menus.profile} onOpenModal={onOpenModal} />
      </Menu>
      <p className={styles.title}>{title}</p>
      <PointsLink />
      <ShellBurger
        groups={[
          { label: t('shell.menu.sections'), items: menus.general },
          { label: t('shell.menu.account'), items: menus.settings },
        ]}
        adminDashboard={menus.adminDashboard}
        onOpenModal={onOpenModal}
      />
    </header>
  );
}
