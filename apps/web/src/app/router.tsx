import { type ComponentType, Suspense } from 'react';
import {
  matchRoutes,
  Navigate,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
  useParams,
} from 'react-router';
import { withScreenTexts } from '../shared/i18n/language';
import { Preloaded, preloadable } from '../shared/lib/preloadable';
import { paths, type RouteName, type ScreenMatch } from '../shared/routing/paths';
import { useCurrentUser } from '../shared/session/current-user';
import { PageLoading } from '../shared/ui/spinner';
import type { GroupScreens } from './groups/screens';
import { PlainLayout } from './plain-layout';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-page';
import { type Group, groupOf, SCREEN_GROUPS, type ScreenName } from './route-groups';
import { AuthGuard, EmailGate, GuestGuard, RegistrationGate } from './route-guards';
import { RouteNameContext } from './route-name';

/** Route groups, each its own chunk (spec: screen groups are loaded on demand); all but the
 * sign-in route's bring the texts of the screens after sign-in along. */
const groups = {
  signIn: () => import('./groups/sign-in-screens'),
  onboarding: () => withScreenTexts(import('./groups/onboarding-screens')),
  account: () => withScreenTexts(import('./groups/account-screens')),
  commerce: () => withScreenTexts(import('./groups/commerce-screens')),
  learning: () => withScreenTexts(import('./groups/learning-screens')),
  communication: () => withScreenTexts(import('./groups/communication-screens')),
  expert: () => withScreenTexts(import('./groups/expert-screens')),
  shell: () => withScreenTexts(import('./groups/shell-screens')),
} satisfies Record<Group, () => Promise<{ screens: GroupScreens }>>;

/** Declarative routes with lazy screens: the data router's loaders and actions, which no screen
 * uses (server state is TanStack Query's), would weigh on the sign-in route. */
function lazyRoute(load: () => Promise<ComponentType>) {
  const component = preloadable(load);
  return {
    element: (
      <Suspense fallback={<PageLoading />}>
        <Preloaded component={component} />
      </Suspense>
    ),
    // Lets the first screen's chunks download while the app starts.
    handle: { preload: component.preload },
  };
}

/** A route whose id is its name, so guards know which screen they guard. */
function screen(name: ScreenName): RouteObject {
  const group = groupOf(name);
  return {
    id: name,
    path: paths[name].pattern,
    ...lazyRoute(async () => {
      const { screens }: { screens: GroupScreens } = await groups[group]();
      const Component = screens[name];
      if (!Component) throw new Error(`Route group ${group} has no screen for ${name}`);
      return Component;
    }),
  };
}

function redirect(name: RouteName, to: string): RouteObject {
  return { id: name, path: paths[name].pattern, element: <Navigate to={to} replace /> };
}

/** /reminders/{id} of the spec: the settings' reminder screen of the same id (query kept). */
function ReminderLinkRedirect() {
  const { reminderId = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${paths.reminder.href({ reminderId })}${search}`} replace />;
}

function screens(names: readonly ScreenName[]): RouteObject[] {
  return names.map(screen);
}

const loadAppShell = () => withScreenTexts(import('./app-shell'));
// Its own chunk: the headers and menus are not needed to sign in.
const appShell = lazyRoute(async () => (await loadAppShell()).AppShell);

/** The catch-all's frame: a signed-in user stays in the shell (menus, header, a way on), anyone
 * else gets the plain page (spec: the not-found page needs no sign-in). */
function NotFoundFrame() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoading />;
  return user.data ? appShell.element : <PlainLayout />;
}

/** The purchase routes: an account without an e-mail is asked for one first (spec 000 section 8). */
const PURCHASES: readonly ScreenName[] = ['extend', 'checkoutStream'];

/** Rarely visited: kept out of the entry. */
const loadSessionRoutes = () => import('./session-routes');

/** Every route of spec 000 section 2; routes.test.ts checks that none is missing. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        element: <PlainLayout />,
        children: [
          {
            element: <GuestGuard />,
            children: [
              screen('login'),
              { element: <RegistrationGate />, children: [screen('signup')] },
              screen('accessRecovery'),
            ],
          },
          {
            element: <AuthGuard />,
            children: [
              ...screens([
                'resetPassword',
                'emailVerification',
                'phoneVerification',
                'updateProfile',
                'linkSocialNetworks',
              ]),
              screen('mobileSubscription'),
              {
                id: 'logout',
                path: paths.logout.pattern,
                ...lazyRoute(async () => (await loadSessionRoutes()).LogoutRoute),
              },
              {
                id: 'delete',
                path: paths.delete.pattern,
                ...lazyRoute(async () => (await loadSessionRoutes()).DeleteRoute),
              },
            ],
          },
          {
            id: 'autoLogin',
            path: paths.autoLogin.pattern,
            ...lazyRoute(async () => (await loadSessionRoutes()).AutoLoginRoute),
          },
          screen('document'),
        ],
      },
      {
        element: <NotFoundFrame />,
        children: [screen('notFound')],
      },
      {
        element: <AuthGuard />,
        children: [
          redirect('user', paths.home.href()),
          redirect('course', paths.home.href()),
          redirect('subscriptionsWarning', paths.subscriptions.href({ warning: 'true' })),
          redirect('chatsLink', paths.chats.href()),
          redirect('tasksLink', paths.homeworks.href()),
          redirect('remindersNewLink', paths.reminderNew.href()),
          {
            id: 'reminderLink',
            path: paths.reminderLink.pattern,
            element: <ReminderLinkRedirect />,
          },
          {
            ...appShell,
            children: [
              ...screens(SCREEN_GROUPS.account),
              ...screens(SCREEN_GROUPS.commerce.filter((name) => !PURCHASES.includes(name))),
              { element: <EmailGate />, children: screens(PURCHASES) },
              ...screens(SCREEN_GROUPS.learning),
              ...screens(SCREEN_GROUPS.communication),
              ...screens(SCREEN_GROUPS.expert),
            ],
          },
        ],
      },
    ],
  },
];

type RouteHandle = { preload?: () => Promise<unknown> } | undefined;

let lastMatch: { pathname: string; matches: RouteMatch[] | null } | undefined;

/**
 * The routes matched at `pathname`, the last pathname's kept: React Router's matchRoutes flattens
 * and ranks the whole tree on every call (about 60 ms of main thread at this tree's size under
 * Lighthouse's fourfold CPU slowdown), and the start-up's preload and prefetch and the render all
 * ask for the same pathname.
 */
function matchesAt(pathname: string): RouteMatch[] | null {
  if (lastMatch?.pathname !== pathname) {
    lastMatch = { pathname, matches: matchRoutes(routes, pathname) };
  }
  return lastMatch.matches;
}

/** What starts downloading the chunks of the screen at `pathname` (its group, the shell around
 * it), so that they arrive while the configuration loads rather than after it: one step per
 * route, each worth a task of its own (Vite's preload adds a <link> per file of the chunk's, a
 * few milliseconds each under Lighthouse's fourfold slowdown). */
export function screenPreloads(pathname: string): (() => void)[] {
  return (matchesAt(pathname) ?? []).flatMap(({ route }) => {
    const preload = (route.handle as RouteHandle)?.preload;
    return preload ? [() => void preload()] : [];
  });
}

/** The route at `pathname` with its parameters; notFound for none. */
export function screenAt(pathname: string): ScreenMatch {
  const match = matchesAt(pathname)?.at(-1);
  const id = match?.route.id;
  return id !== undefined && id in paths
    ? { name: id as RouteName, params: match?.params ?? {} }
    : { name: 'notFound', params: {} };
}

/** The name of the route at `pathname`; notFound for none. */
export function routeName(pathname: string): RouteName {
  return screenAt(pathname).name;
}

/** The whole route tree, inside a <BrowserRouter> (or a <MemoryRouter> in tests). It renders
 * the kept matches (what useRoutes does for a top-level tree, without matching again). */
export function AppRoutes() {
  const location = useLocation();
  return (
    <RouteNameContext value={routeName(location.pathname)}>
      <RouteErrorBoundary location={`${location.pathname}${location.search}${location.hash}`}>
        {renderMatches(matchesAt(location.pathname))}
      </RouteErrorBoundary>
    </RouteNameContext>
  );
}
