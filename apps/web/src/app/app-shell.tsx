import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { ShortCourseSearch } from '../features/catalog/components/short-course-search';
import { PushPrompt } from '../features/reminders/components/push-prompt';
import { browserPushService } from '../features/reminders/push/browser-push';
import { telemetry } from '../shared/analytics/telemetry';
import { OfflineSync } from '../shared/offline/offline-sync';
import { paths } from '../shared/routing/paths';
import { type User, useCurrentUser } from '../shared/session/current-user';
import { useIsDesktop } from '../shared/ui/use-media-query';
import styles from './app-shell.module.css';
import { DesktopHeader } from './shell/desktop-header';
import { FreeTrialPrompt } from './shell/free-trial-prompt';
import { MainNav } from './shell/main-nav';
import type { ShellModal } from './shell/menu-items';
import { MobileHeader } from './shell/mobile-header';
import { useIsMobileOnlyUser } from './shell/offers';
import { newPromptVisit } from './shell/prompt-when-free';
import { QrPrompt } from './shell/qr-prompt';
import { ShellModals } from './shell/shell-modals';
import { useShellMenus } from './shell/use-shell-menus';

// This browser's Web Push is the push service: a sign-in registers its subscription (if any).
telemetry.configure({ push: browserPushService });

/**
 * The frame of the signed-in screens (spec 000 section 2, shell widgets): the desktop header
 * and side navigation from 1244 px, the mobile header below; the modals its menus open; the QR
 * and free-trial prompts. Users of a mobile-only tariff are sent to their page instead.
 */
function SignedInShell({ user }: { user: User }) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const menus = useShellMenus(user);
  const [modal, setModal] = useState<ShellModal | null>(null);
  const mobileOnly = useIsMobileOnlyUser();
  // One promotional modal a visit: the QR invitation or the free trial, whichever opens first.
  const [promptVisit] = useState(newPromptVisit);
  const { id, isAdmin } = user;
  // A session restored on load, or started by /auto-login, is a signed-in user too.
  useEffect(() => telemetry.identify({ id, isAdmin }), [id, isAdmin]);

  if (mobileOnly) return <Navigate to={paths.mobileSubscription.href()} replace />;
  const Header = isDesktop ? DesktopHeader : MobileHeader;
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.shell.skipToContent')}
      </a>
      <OfflineSync />
      <Header user={user} menus={menus} onOpenModal={setModal} />
      <div className={styles.body}>
        {isDesktop ? <MainNav items={menus.general} onOpenModal={setModal} /> : null}
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
      </div>
      <ShellModals modal={modal} onChange={setModal} menus={menus} />
      <QrPrompt visit={promptVisit} />
      <FreeTrialPrompt visit={promptVisit} />
      <PushPrompt />
      <ShortCourseSearch />
    </div>
  );
}

/** The auth guard above lets only signed-in users through. */
export function AppShell() {
  const user = useCurrentUser().data;
  return user ? <SignedInShell user={user} /> : null;
}
