import { ComingSoonPage } from '../coming-soon-page';
import type { GroupScreens } from './screens';

/** Profile and settings. */
export const screens = {
  userEdit: ComingSoonPage,
  socialNetworks: ComingSoonPage,
  userSettings: ComingSoonPage,
  userPassword: ComingSoonPage,
  notifications: ComingSoonPage,
  reminders: ComingSoonPage,
  reminderNew: ComingSoonPage,
  reminder: ComingSoonPage,
  cookieSettings: ComingSoonPage,
} satisfies GroupScreens;
