import { en as messages } from '@platform/domain/i18n/en';
import type { LocalePart } from './sections';

/** What the first screen (sign-in) says in English: the domain rules' messages and the sections
 * every route needs, the cookie banner's included (one file each in en/start/). Loaded at start,
 * one chunk per language; the other sections are in en-screens.ts. */
export const part: LocalePart = {
  messages,
  files: import.meta.glob('./en/start/*.ts', { eager: true }),
};
