import { consultations } from '@platform/domain/i18n/en/consultations';
import { downloads } from '@platform/domain/i18n/en/downloads';
import { learning } from '@platform/domain/i18n/en/learning';
import { phone } from '@platform/domain/i18n/en/phone';
import { reminders } from '@platform/domain/i18n/en/reminders';
import { subscriptions } from '@platform/domain/i18n/en/subscriptions';
import { supportForm } from '@platform/domain/i18n/en/support-form';
import type { LocalePart } from './sections';

/** The sections of the screens and dialogs after sign-in in English (one file each in
 * en/screens/) and the domain rules' messages only they show (the first screen's are in
 * en.ts; locales.test.ts fails while a domain section is in neither), one chunk per language:
 * downloaded with the first lazy screen or dialog that needs them (withScreenTexts in
 * ../language.ts). */
export const part: LocalePart = {
  messages: { consultations, downloads, learning, phone, reminders, subscriptions, supportForm },
  files: import.meta.glob('./en/screens/*.ts', { eager: true }),
};
