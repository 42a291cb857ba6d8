import { en as domain } from '@platform/domain/i18n/en';
import { app } from './en/app';
import { auth } from './en/auth';
import { common } from './en/common';
import { cookies } from './en/cookies';

/** What the first screen (sign-in) says in this language: the domain rules' messages and the
 * sections every route needs, the cookie banner's included. Loaded at start, one chunk per
 * language; the other sections are in en-screens.ts. */
export const resources = {
  ...domain,
  common,
  app,
  auth,
  cookies,
};
