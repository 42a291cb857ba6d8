import type { LocalePart } from './sections';

/** The sections of the screens and dialogs after sign-in in Spanish (one file each in
 * es/screens/), one chunk per language: downloaded with the first lazy screen or dialog that needs
 * them (withScreenTexts in ../language.ts). */
export const part: LocalePart = { files: import.meta.glob('./es/screens/*.ts', { eager: true }) };
