import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/ui/spinner';
import type { GroupScreens } from './groups/screens';
import { NotFoundPage } from './not-found-page';
import { paths, type RouteName } from './paths';
import { PlainLayout } from './plain-layout';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { AuthGuard, GuestGuard, RegistrationGate } from './route-guards';
import { AutoLoginRoute, DeleteRoute, LogoutRoute } from './session-routes';

/** Route groups, each its own chunk (spec: screen groups are loaded on demand). */
const groups = {
  signIn: () => import('./groups/sign-in-screens'),
  onboarding: () => import('./groups/onboarding-screens'),
  account: () => import('./groups/account-screens'),
  commerce: () => import('./groups/commerce-screens'),
  learning: () => import('./groups/learning-screens'),
  communication: () => import('./groups/communication-screens'),
  shell: () => import('./groups/shell-screens'),
} satisfies Record<string, () => Promise<{ screens: GroupScreens }>>;

type Group = keyof typeof groups;

/** A route whose id is its name, so guards know which screen they guard. */
function screen(name: RouteName, group: Group): RouteObject {
  return {
    id: name,
    path: paths[name].pattern,
    lazy: async () => {
      const { screens }: { screens: GroupScreens } = await groups[group]();
      const Component = screens[name];
      if (!Component) throw new Error(`Route group ${group} has no screen for ${name}`);
      return { Component };
    },
  };
}

function redirect(name: RouteName, to: string): RouteObject {
  return { id: name, path: paths[name].pattern, element: <Navigate to={to} replace /> };
}

function screens(group: Group, names: readonly RouteName[]): RouteObject[] {
  return names.map((name) => screen(name, group));
}

/** Every route of spec 000 section 2; routes.test.ts checks that none is missing. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        element: <PlainLayout />,
        children: [
          {
            element: <GuestGuard />,
            children: [
              screen('login', 'signIn'),
              { element: <RegistrationGate />, children: [screen('signup', 'onboarding')] },
              screen('accessRecovery', 'onboarding'),
            ],
          },
          {
            element: <AuthGuard />,
            children: [
              ...screens('onboarding', [
                'resetPassword',
                'emailVerification',
                'phoneVerification',
                'updateProfile',
                'linkSocialNetworks',
              ]),
              screen('mobileSubscription', 'shell'),
              { id: 'logout', path: paths.logout.pattern, element: <LogoutRoute /> },
              { id: 'delete', path: paths.delete.pattern, element: <DeleteRoute /> },
            ],
          },
          { id: 'autoLogin', path: paths.autoLogin.pattern, element: <AutoLoginRoute /> },
          screen('document', 'shell'),
          { id: 'notFound', path: paths.notFound.pattern, element: <NotFoundPage /> },
        ],
      },
      {
        element: <AuthGuard />,
        children: [
          redirect('user', paths.home.href()),
          redirect('course', paths.home.href()),
          redirect('subscriptionsWarning', paths.subscriptions.href({ warning: 'true' })),
          redirect('chatsLink', paths.chats.href()),
          redirect('tasksLink', paths.homeworks.href()),
          {
            // Its own chunk: the headers and menus are not needed to sign in.
            lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
            children: [
              ...screens('account', [
                'userEdit',
                'socialNetworks',
                'userSettings',
                'userPassword',
                'notifications',
                'reminders',
                'reminderNew',
                'reminder',
                'cookieSettings',
              ]),
              ...screens('commerce', [
                'subscriptions',
                'subscription',
                'installments',
                'paymentMethods',
                'points',
                'pointsHistory',
                'catalog',
                'newCourse',
              ]),
              ...screens('learning', [
                'home',
                'courses',
                'events',
                'calendar',
                'calendarDay',
                'materials',
                'stages',
                'freeze',
                'day',
                'banners',
              ]),
              ...screens('communication', [
                'homeworks',
                'homework',
                'chats',
                'chat',
                'videoconsultations',
                'videoconsultation',
                'support',
                'supportCategory',
                'supportStream',
              ]),
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
