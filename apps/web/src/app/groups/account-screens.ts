import { CookieSettingsScreen } from '../../features/cookies/components/cookie-settings-screen';
import { DownloadsScreen } from '../../features/downloads/components/downloads-screen';
import { EditProfileScreen } from '../../features/profile/components/edit-profile-screen';
import { ReminderScreen } from '../../features/reminders/components/reminder-screen';
import { RemindersScreen } from '../../features/reminders/components/reminders-screen';
import { NotificationsScreen } from '../../features/settings/components/notifications-screen';
import { PasswordScreen } from '../../features/settings/components/password-screen';
import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { SocialNetworksScreen } from '../../features/settings/components/social-networks-screen';
import type { GroupScreens } from './screens';

/** Profile and settings. */
export const screens = {
  userEdit: EditProfileScreen,
  socialNetworks: SocialNetworksScreen,
  userSettings: SettingsScreen,
  userPassword: PasswordScreen,
  notifications: NotificationsScreen,
  reminders: RemindersScreen,
  reminderNew: ReminderScreen,
  reminder: ReminderScreen,
  cookieSettings: CookieSettingsScreen,
  downloads: DownloadsScreen,
} satisfies GroupScreens;
