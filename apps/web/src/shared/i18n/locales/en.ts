import { en as domain } from '@platform/domain/i18n/en';
import { app } from './en/app';
import { auth } from './en/auth';
import { common } from './en/common';

/** What the first screen (sign-in) says in this language: the domain rules' messages and the
 * sections every route needs. Loaded at start, one chunk per language; the other sections are in
 * en-screens.ts. */
export const resources = {
  ...domain,
  common,
  app,
  auth,
};
