import type { LocalePart } from './sections';

/** The sections of the screens and dialogs after sign-in in English (one file each in
 * en/screens/), one chunk per language: downloaded with the first lazy screen or dialog that needs
 * them (withScreenTexts in ../language.ts). */
export const part: LocalePart = { files: import.meta.glob('./en/screens/*.ts', { eager: true }) };
