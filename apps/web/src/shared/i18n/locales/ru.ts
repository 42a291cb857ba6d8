import { ru as domain } from '@platform/domain/i18n/ru';
import { app } from './ru/app';
import { auth } from './ru/auth';
import { common } from './ru/common';
import { cookies } from './ru/cookies';

/** What the first screen (sign-in) says in this language: the domain rules' messages and the
 * sections every route needs, the cookie banner's included. Loaded at start, one chunk per
 * language; the other sections are in ru-screens.ts. */
export const resources = {
  ...domain,
  common,
  app,
  auth,
  cookies,
};
