import type { LocalePart } from './sections';

/** The sections of the screens and dialogs after sign-in in Russian (one file each in
 * ru/screens/), one chunk per language: downloaded with the first lazy screen or dialog that needs
 * them (withScreenTexts in ../language.ts). */
export const part: LocalePart = { files: import.meta.glob('./ru/screens/*.ts', { eager: true }) };
