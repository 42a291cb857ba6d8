import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../shared/api/api-error';
import { tokenStorage } from '../shared/api/token-storage';
import { navigationHistory } from '../shared/navigation/navigation-history';
import { paths } from '../shared/routing/paths';
import { currentUserQuery } from '../shared/session/current-user';
import { signOut } from '../shared/session/session';
import { deleteAccountRequest, logoutRequest } from '../shared/session/session-requests';
import { buttonClassName } from '../shared/ui/button';
import { Page } from '../shared/ui/page';
import { PageLoading } from '../shared/ui/spinner';
import { loginDestination } from './login-destination';

/** Runs a mutation once when the route opens (StrictMode mounts effects twice in development). */
function useRunOnce(run: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
}

/** The returnUrl query, else the page the user came from: where to go after the next sign-in. */
function useReturnUrl(): string | null {
  const [params] = useSearchParams();
  return params.get('returnUrl') ?? navigationHistory.entries().at(-2) ?? null;
}

/** /auto-login?token&returnUrl: a fresh session from a token handed over by another app. */
export function AutoLoginRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const autoLogin = useMutation({
    mutationFn: async (token: string) => {
      await signOut(queryClient);
      tokenStorage.write(token);
      await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    },
    onSuccess: () => {
      const destination = loginDestination(params.get('returnUrl'), tokenStorage.read());
      if ('external' in destination) window.location.assign(destination.external);
      else navigate(destination.internal, { replace: true });
    },
    // A rejected token fires the global logout (login with the notice); other failures too end
    // at the login page.
    onError: () => navigate(paths.login.href(), { replace: true }),
  });
  useRunOnce(() => {
    const token = params.get('token');
    if (token) autoLogin.mutate(token);
    else navigate(paths.login.href(), { replace: true });
  });
  return <PageLoading label={t('common.loading')} />;
}

/** /logout: revoke the token on the server, sign out here whatever it answers, then login. */
export function LogoutRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnUrl = useReturnUrl();
  const logout = useMutation({
    mutationFn: logoutRequest,
    onSettled: async () => {
      await signOut(queryClient);
      if (returnUrl !== null) navigationHistory.setReturnUrl(returnUrl);
      navigate(paths.login.href(), { replace: true });
    },
  });
  useRunOnce(() => logout.mutate());
  return <PageLoading label={t('app.session.signingOut')} />;
}

/** /delete: delete the account, sign out, remember the return URL, then login. */
export function DeleteRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnUrl = useReturnUrl();
  const remove = useMutation({
    mutationFn: deleteAccountRequest,
    onSuccess: async () => {
      await signOut(queryClient);
      if (returnUrl !== null) navigationHistory.setReturnUrl(returnUrl);
      navigate(paths.login.href(), { replace: true });
    },
  });
  useRunOnce(() => remove.mutate());
  if (remove.isError) {
    return (
      <Page title={t('app.routeError.title')} width="narrow">
        <p role="alert">{errorText(remove.error, t)}</p>
        <Link className={buttonClassName()} to={paths.home.href()}>
          {t('common.actions.toHome')}
        </Link>
      </Page>
    );
  }
  return <PageLoading label={t('app.session.deleting')} />;
}
