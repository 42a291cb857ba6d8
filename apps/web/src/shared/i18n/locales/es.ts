import { es as domain } from '@platform/domain/i18n/es';
import { access } from './es/access';
import { app } from './es/app';
import { auth } from './es/auth';
import { banners } from './es/banners';
import { common } from './es/common';
import { cookies } from './es/cookies';
import { onboarding } from './es/onboarding';
import { profile } from './es/profile';
import { settings } from './es/settings';
import { shell } from './es/shell';
import { support } from './es/support';

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
