import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { tokenStorage } from '../shared/api/token-storage';
import { useBrandConfig } from '../shared/config/brand-config';
import { navigationHistory } from '../shared/navigation/navigation-history';
import { paths } from '../shared/routing/paths';
import { useCurrentUser } from '../shared/session/current-user';
import { PageLoading } from '../shared/ui/spinner';
import { useHasExpiredPlatformAccess } from './expired-access';
import { signedInRedirect } from './guards';
import { loginDestination } from './login-destination';
import { useRouteName } from './route-name';

function fullPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

// Rare (server or network trouble): kept out of the entry, which every route loads.
const LoadFailedPage = lazy(() =>
  import('../shared/ui/load-failed-page').then((module) => ({ default: module.LoadFailedPage })),
);

// Only an account without an e-mail needs the form, on a purchase route.
const EmailRequiredDialog = lazy(() =>
  import('../shared/account/email-required-dialog').then((module) => ({
    default: module.EmailRequiredDialog,
  })),
);

/** The user could not be loaded although a token exists (server or network trouble). */
function UserLoadFailed({ error, retry }: { error: unknown; retry(): void }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageLoading />}>
      <LoadFailedPage title={t('app.routeError.title')} error={error} retry={retry} />
    </Suspense>
  );
}

/** Signed out on an auth route: remember where the user was going, then sign in. */
function ToLogin({ returnUrl }: { returnUrl: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (returnUrl !== null) navigationHistory.setReturnUrl(returnUrl);
    navigate(paths.login.href(), { replace: true });
  }, [navigate, returnUrl]);
  return <PageLoading />;
}

/** Auth routes (spec section 4): signed out → login with a return URL; signed in → the ordered
 * checks of guards.ts. */
export function AuthGuard() {
  const { t } = useTranslation();
  const route = useRouteName();
  const location = useLocation();
  const user = useCurrentUser();
  const expired = useHasExpiredPlatformAccess(user.data);

  if (user.isPending) return <PageLoading label={t('common.loading')} />;
  if (!user.data) {
    if (user.isError && tokenStorage.read()) {
      return <UserLoadFailed error={user.error} retry={() => void user.refetch()} />;
    }
    // Coming back to logout or delete after signing in would undo the sign-in.
    const keep = route !== 'logout' && route !== 'delete';
    return <ToLogin returnUrl={keep ? fullPath(location) : null} />;
  }
  const redirect = signedInRedirect(route, user.data, expired);
  return redirect === null ? <Outlet /> : <Navigate to={redirect} replace />;
}

/** Signed in on a guest route: the return URL (query, else stored) or home. */
function AfterLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const fromQuery = new URLSearchParams(location.search).get('returnUrl');
    const stored = navigationHistory.takeReturnUrl();
    const destination = loginDestination(fromQuery ?? stored, tokenStorage.read());
    if ('external' in destination) window.location.assign(destination.external);
    else navigate(destination.internal, { replace: true });
  }, [location.search, navigate]);
  return <PageLoading />;
}

/** Guest routes (login, sign-up, access recovery): only for signed-out users. */
export function GuestGuard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoading label={t('common.loading')} />;
  return user.data ? <AfterLogin /> : <Outlet />;
}

/** Sign-up exists only when the brand enables registration; otherwise it is the login. */
export function RegistrationGate() {
  const { isRegistrationEnable } = useBrandConfig();
  return isRegistrationEnable ? <Outlet /> : <Navigate to={paths.login.href()} replace />;
}

/** Routes that require an e-mail (spec section 2; ours: the purchases, which the spec says
 * need one): an account without one is asked for it first. Saving it shows the route; cancelling
 * returns to the previous route, home when the visit began here. */
export function EmailGate() {
  const user = useCurrentUser().data;
  const navigate = useNavigate();
  if (user?.email) return <Outlet />;
  const cancel = () =>
    void navigate(navigationHistory.back() ?? paths.home.href(), { replace: true });
  return (
    <Suspense fallback={<PageLoading />}>
      <EmailRequiredDialog onCancel={cancel} />
    </Suspense>
  );
}
