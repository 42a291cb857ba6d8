import { access } from './es/access';
import { banners } from './es/banners';
import { day } from './es/day';
import { homework } from './es/homework';
import { learningScreens } from './es/learning';
import { onboarding } from './es/onboarding';
import { profile } from './es/profile';
import { settings } from './es/settings';
import { shell } from './es/shell';
import { support } from './es/support';

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
