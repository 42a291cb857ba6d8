import { access } from './en/access';
import { banners } from './en/banners';
import { day } from './en/day';
import { homework } from './en/homework';
import { learningScreens } from './en/learning';
import { onboarding } from './en/onboarding';
import { profile } from './en/profile';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { support } from './en/support';

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
