import { consultations } from '@platform/domain/i18n/ru/consultations';
import { downloads } from '@platform/domain/i18n/ru/downloads';
import { learning } from '@platform/domain/i18n/ru/learning';
import { phone } from '@platform/domain/i18n/ru/phone';
import { reminders } from '@platform/domain/i18n/ru/reminders';
import { subscriptions } from '@platform/domain/i18n/ru/subscriptions';
import { supportForm } from '@platform/domain/i18n/ru/support-form';
import type { LocalePart } from './sections';

/** The sections of the screens and dialogs after sign-in in Russian (one file each in
 * ru/screens/) and the domain rules' messages only they show (the first screen's are in
 * ru.ts; locales.test.ts fails while a domain section is in neither), one chunk per language:
 * downloaded with the first lazy screen or dialog that needs them (withScreenTexts in
 * ../language.ts). */
export const part: LocalePart = {
  messages: { consultations, downloads, learning, phone, reminders, subscriptions, supportForm },
  files: import.meta.glob('./ru/screens/*.ts', { eager: true }),
};
