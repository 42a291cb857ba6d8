import type { QueryClient } from '@tanstack/react-query';
import { onGlobalLogout } from '../shared/api/logout-event';
import { tokenStorage } from '../shared/api/token-storage';
import { navigationHistory } from '../shared/navigation/navigation-history';
import { paths } from '../shared/routing/paths';
import { loginNotice } from '../shared/session/login-notice';
import { signOut } from '../shared/session/session';

/** What the listener needs of the router: where the user is, and a way to the login. */
type Router = {
  readonly state: { location: { pathname: string; search: string; hash: string } };
  navigate(to: string, options: { replace: true }): unknown;
};

/**
 * The global logout event (a 401 to a call with a token, spec section 4): sign out, tell the
 * user why on the login screen, and bring them back after the next sign-in. Listens from the
 * start of the app, so that a token already revoked when the app loads is handled too.
 */
export function listenForGlobalLogout(queryClient: QueryClient, router: Router): () => void {
  return onGlobalLogout(() => {
    // Parallel calls fail together; the first one handles it.
    if (!tokenStorage.read()) return;
    const { pathname, search, hash } = router.state.location;
    void signOut(queryClient);
    loginNotice.set('app.session.loggedOut');
    navigationHistory.setReturnUrl(`${pathname}${search}${hash}`);
    void router.navigate(paths.login.href(), { replace: true });
  });
}
