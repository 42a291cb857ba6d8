import { emailVerification } from '@platform/domain/i18n/ru/email-verification';
import { externalAuth } from '@platform/domain/i18n/ru/external-auth';
import { validation } from '@platform/domain/i18n/ru/validation';
import type { LocalePart } from './sections';

/** What the first screen (sign-in) says in Russian: the domain rules' messages it shows (the
 * e-mail check, the field rules, social sign-in's errors) and the sections every route needs,
 * the cookie banner's included (one file each in ru/start/). Loaded at start, one chunk per
 * language; the other sections and messages are in ru-screens.ts. */
export const part: LocalePart = {
  messages: { emailVerification, externalAuth, validation },
  files: import.meta.glob('./ru/start/*.ts', { eager: true }),
};
