import { en as domain } from '@platform/domain/i18n/en';
import { access } from './en/access';
import { app } from './en/app';
import { auth } from './en/auth';
import { banners } from './en/banners';
import { common } from './en/common';
import { cookies } from './en/cookies';
import { onboarding } from './en/onboarding';
import { profile } from './en/profile';
import { settings } from './en/settings';
import { shell } from './en/shell';
import { support } from './en/support';

/** Everything the app says in this language: the domain rules' messages and one section per
 * area of the app. Loaded on its own (one chunk per language). */
export const resources = {
  ...domain,
  common,
  app,
  auth,
  access,
  onboarding,
  profile,
  settings,
  cookies,
  shell,
  support,
  banners,
};
