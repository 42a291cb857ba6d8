import { emailVerification } from '@platform/domain/i18n/es/email-verification';
import { externalAuth } from '@platform/domain/i18n/es/external-auth';
import { validation } from '@platform/domain/i18n/es/validation';
import type { LocalePart } from './sections';

/** What the first screen (sign-in) says in Spanish: the domain rules' messages it shows (the
 * e-mail check, the field rules, social sign-in's errors) and the sections every route needs,
 * the cookie banner's included (one file each in es/start/). Loaded at start, one chunk per
 * language; the other sections and messages are in es-screens.ts. */
export const part: LocalePart = {
  messages: { emailVerification, externalAuth, validation },
  files: import.meta.glob('./es/start/*.ts', { eager: true }),
};
