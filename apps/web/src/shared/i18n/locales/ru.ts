import { ru as domain } from '@platform/domain/i18n/ru';
import { access } from './ru/access';
import { app } from './ru/app';
import { auth } from './ru/auth';
import { banners } from './ru/banners';
import { common } from './ru/common';
import { cookies } from './ru/cookies';
import { onboarding } from './ru/onboarding';
import { profile } from './ru/profile';
import { settings } from './ru/settings';
import { shell } from './ru/shell';
import { support } from './ru/support';

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
