import { access } from './ru/access';
import { banners } from './ru/banners';
import { day } from './ru/day';
import { homework } from './ru/homework';
import { learningScreens } from './ru/learning';
import { onboarding } from './ru/onboarding';
import { profile } from './ru/profile';
import { settings } from './ru/settings';
import { shell } from './ru/shell';
import { support } from './ru/support';

/** The sections of the screens and dialogs after sign-in, one chunk per language: downloaded
 * with the first lazy screen or dialog that needs them (withScreenTexts in ../language.ts). */
export const resources = {
  access,
  onboarding,
  profile,
  settings,
  shell,
  support,
  banners,
  day,
  learningScreens,
  homework,
};
