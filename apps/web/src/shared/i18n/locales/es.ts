import { es as messages } from '@platform/domain/i18n/es';
import type { LocalePart } from './sections';

/** What the first screen (sign-in) says in Spanish: the domain rules' messages and the sections
 * every route needs, the cookie banner's included (one file each in es/start/). Loaded at start,
 * one chunk per language; the other sections are in es-screens.ts. */
export const part: LocalePart = {
  messages,
  files: import.meta.glob('./es/start/*.ts', { eager: true }),
};
