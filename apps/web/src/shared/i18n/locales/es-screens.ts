import { consultations } from '@platform/domain/i18n/es/consultations';
import { downloads } from '@platform/domain/i18n/es/downloads';
import { learning } from '@platform/domain/i18n/es/learning';
import { phone } from '@platform/domain/i18n/es/phone';
import { reminders } from '@platform/domain/i18n/es/reminders';
import { subscriptions } from '@platform/domain/i18n/es/subscriptions';
import { supportForm } from '@platform/domain/i18n/es/support-form';
import type { LocalePart } from './sections';

/** The sections of the screens and dialogs after sign-in in Spanish (one file each in
 * es/screens/) and the domain rules' messages only they show (the first screen's are in
 * es.ts; locales.test.ts fails while a domain section is in neither), one chunk per language:
 * downloaded with the first lazy screen or dialog that needs them (withScreenTexts in
 * ../language.ts). */
export const part: LocalePart = {
  messages: { consultations, downloads, learning, phone, reminders, subscriptions, supportForm },
  files: import.meta.glob('./es/screens/*.ts', { eager: true }),
};
