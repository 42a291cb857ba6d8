import type { RouteName } from '../shared/routing/paths';

/**
 * Which route group holds each screen: a group is a chunk of its own (`groups/<group>-screens`),
 * downloaded on first use. Data, importing nothing at run time, so that the build can list each
 * first screen's files for the server's preload hints (build/first-screen-files.ts) as well as
 * the router can load the screen.
 */
export const SCREEN_GROUPS = {
  signIn: ['login'],
  onboarding: [
    'signup',
    'accessRecovery',
    'resetPassword',
    'emailVerification',
    'phoneVerification',
    'updateProfile',
    'linkSocialNetworks',
  ],
  account: [
    'userEdit',
    'socialNetworks',
    'userSettings',
    'userPassword',
    'notifications',
    'reminders',
    'reminderNew',
    'reminder',
    'cookieSettings',
    'downloads',
  ],
  commerce: [
    'subscriptions',
    'subscription',
    'installments',
    'paymentMethods',
    'points',
    'pointsHistory',
    'checkoutReturn',
    'sandboxCheckout',
    'catalog',
    'newCourse',
    'extend',
    'checkoutStream',
  ],
  learning: [
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
  ],
  communication: [
    'homeworks',
    'homework',
    'chats',
    'chat',
    'videoconsultations',
    'videoconsultation',
    'support',
    'supportCategory',
    'supportStream',
  ],
  expert: ['expert', 'staffSupport', 'staffSupportQuestion'],
  shell: ['mobileSubscription', 'document', 'notFound'],
} as const satisfies Record<string, readonly RouteName[]>;

export type Group = keyof typeof SCREEN_GROUPS;
export type ScreenName = (typeof SCREEN_GROUPS)[Group][number];

/** The groups whose screens the app shell (headers, menus) frames; the router's tree places them
 * inside it (paths.test.ts checks that the two agree). */
export const SHELL_FRAMED_GROUPS: readonly Group[] = [
  'account',
  'commerce',
  'learning',
  'communication',
  'expert',
];

const groupByScreen = new Map<ScreenName, Group>(
  Object.entries(SCREEN_GROUPS).flatMap(([group, names]) =>
    names.map((name): [ScreenName, Group] => [name, group as Group]),
  ),
);

export function groupOf(screen: ScreenName): Group {
  const group = groupByScreen.get(screen);
  if (!group) throw new Error(`No route group holds the screen ${screen}`);
  return group;
}
