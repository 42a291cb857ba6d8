import { consultations } from './en/consultations';
import { downloads } from './en/downloads';
import { emailVerification } from './en/email-verification';
import { externalAuth } from './en/external-auth';
import { learning } from './en/learning';
import { phone } from './en/phone';
import { reminders } from './en/reminders';
import { subscriptions } from './en/subscriptions';
import { supportForm } from './en/support-form';
import { validation } from './en/validation';
import type { Translations } from './ru';

/** The areas' messages in this language; see ru.ts. */
export const en: Translations = {
  emailVerification,
  validation,
  supportForm,
  phone,
  externalAuth,
  learning,
  subscriptions,
  reminders,
  consultations,
  downloads,
};
