import { consultations } from './es/consultations';
import { downloads } from './es/downloads';
import { emailVerification } from './es/email-verification';
import { externalAuth } from './es/external-auth';
import { learning } from './es/learning';
import { phone } from './es/phone';
import { reminders } from './es/reminders';
import { subscriptions } from './es/subscriptions';
import { supportForm } from './es/support-form';
import { validation } from './es/validation';
import type { Translations } from './ru';

/** The areas' messages in this language; see ru.ts. */
export const es: Translations = {
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
