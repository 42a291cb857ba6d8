import type { RouteName } from '../../shared/routing/paths';

/** The mobile header's title per screen of the shell: its area's name (the screen's own
 * heading, often a course or chat name, is on the page). */
const TITLES: Partial<Record<RouteName, string>> = {
  home: 'home',
  courses: 'courses',
  events: 'events',
  catalog: 'catalog',
  newCourse: 'catalog',
  calendar: 'course',
  calendarDay: 'course',
  materials: 'course',
  stages: 'course',
  freeze: 'course',
  extend: 'course',
  day: 'course',
  banners: 'home',
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

/** The translation key of a route's title; the site's name for anything unnamed. */
export function routeTitleKey(route: string | undefined): string | null {
  const name = route ? TITLES[route as RouteName] : undefined;
  return name ? `shell.titles.${name}` : null;
}
