import { ru as messages } from '@platform/domain/i18n/ru';
import type { LocalePart } from './sections';

/** What the first screen (sign-in) says in Russian: the domain rules' messages and the sections
 * every route needs, the cookie banner's included (one file each in ru/start/). Loaded at start,
 * one chunk per language; the other sections are in ru-screens.ts. */
export const part: LocalePart = {
  messages,
  files: import.meta.glob('./ru/start/*.ts', { eager: true }),
};
