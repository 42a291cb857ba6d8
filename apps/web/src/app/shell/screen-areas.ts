import type { RouteName } from '../../shared/routing/paths';

/** The areas of the app, each a menu entry and a header title. */
export type Area =
  | 'home'
  | 'courses'
  | 'events'
  | 'catalog'
  | 'homework'
  | 'chat'
  | 'videoconsultations'
  | 'support'
  | 'expert'
  | 'staffSupport'
  | 'myInformation'
  | 'socialNetworks'
  | 'settings'
  | 'subscriptions'
  | 'points';

/** The area each screen of the shell belongs to: its menu entry is the current one. */
const AREAS: Partial<Record<RouteName, Area>> = {
  home: 'home',
  banners: 'home',
  courses: 'courses',
  calendar: 'courses',
  calendarDay: 'courses',
  materials: 'courses',
  stages: 'courses',
  freeze: 'courses',
  extend: 'courses',
  day: 'courses',
  events: 'events',
  catalog: 'catalog',
  newCourse: 'catalog',
  homeworks: 'homework',
  homework: 'homework',
  chats: 'chat',
  chat: 'chat',
  videoconsultations: 'videoconsultations',
  videoconsultation: 'videoconsultations',
  support: 'support',
  supportCategory: 'support',
  supportStream: 'support',
  expert: 'expert',
  staffSupport: 'staffSupport',
  staffSupportQuestion: 'staffSupport',
  userEdit: 'myInformation',
  socialNetworks: 'socialNetworks',
  userSettings: 'settings',
  userPassword: 'settings',
  notifications: 'settings',
  reminders: 'settings',
  reminderNew: 'settings',
  reminder: 'settings',
  cookieSettings: 'settings',
  downloads: 'settings',
  paymentMethods: 'settings',
  subscriptions: 'subscriptions',
  subscription: 'subscriptions',
  installments: 'subscriptions',
  points: 'points',
  pointsHistory: 'points',
};

export function areaOf(route: RouteName): Area | null {
  return AREAS[route] ?? null;
}

/** Menu entries named differently from the area they lead to. */
const ENTRY_AREAS: Readonly<Record<string, Area>> = { editProfile: 'myInformation' };

/** Whether the menu entry `entryId` leads to the area of the screen on show. */
export function isCurrentEntry(entryId: string, area: Area | null): boolean {
  return area !== null && (ENTRY_AREAS[entryId] ?? entryId) === area;
}

/** The course's screens name themselves in the header when their heading is the course. */
const SCREEN_TITLES: Partial<Record<RouteName, string>> = {
  calendar: 'calendar',
  calendarDay: 'calendar',
  materials: 'materials',
  stages: 'stages',
  freeze: 'freeze',
  extend: 'extend',
  day: 'course',
};

/** The translation key of a screen's own name: its screen's, else its area's; null for
 * screens outside every area (the header shows the site's name). */
export function screenTitleKey(route: RouteName): string | null {
  const name = SCREEN_TITLES[route] ?? areaOf(route);
  return name ? `shell.titles.${name}` : null;
}

/** Screens about one stream, whose course names them best. */
const COURSE_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'calendar',
  'calendarDay',
  'materials',
  'stages',
  'freeze',
  'extend',
  'day',
  'homework',
]);

export function isCourseScreen(route: RouteName): boolean {
  return COURSE_SCREENS.has(route);
}

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The mobile header's title: the first of the candidates (the course, the screen's name, the
 * site's name) that is known and does not repeat the heading right below it; the last known
 * one when all of them do.
 */
export function headerTitle(
  candidates: ReadonlyArray<string | null | undefined>,
  heading: string | null,
): string {
  const known = candidates.filter(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return (
    known.find((candidate) => heading === null || !same(candidate, heading)) ?? known.at(-1) ?? ''
  );
}
