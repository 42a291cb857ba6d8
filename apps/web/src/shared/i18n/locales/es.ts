import { es as domain } from '@platform/domain/i18n/es';
import { app } from './es/app';
import { auth } from './es/auth';
import { common } from './es/common';
import { cookies } from './es/cookies';

/** What the first screen (sign-in) says in this language: the domain rules' messages and the
 * sections every route needs, the cookie banner's included. Loaded at start, one chunk per
 * language; the other sections are in es-screens.ts. */
export const resources = {
  ...domain,
  common,
  app,
  auth,
  cookies,
};
