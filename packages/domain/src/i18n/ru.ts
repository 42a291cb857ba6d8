import { consultations } from './ru/consultations';
import { downloads } from './ru/downloads';
import { emailVerification } from './ru/email-verification';
import { externalAuth } from './ru/external-auth';
import { learning } from './ru/learning';
import { phone } from './ru/phone';
import { reminders } from './ru/reminders';
import { subscriptions } from './ru/subscriptions';
import { supportForm } from './ru/support-form';
import { validation } from './ru/validation';

/**
 * Russian messages for the rule modules, the source language: one section per area, each the file
 * ru/<area>.ts (en/ and es/ mirror it). A new area adds its three files and one line here, in en.ts
 * and in es.ts: a list, as the package has no bundler to glob the folder. i18next {{name}}
 * interpolation.
 */
export const ru = {
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

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language must have: the Russian keys with any text. Each en/<area>.ts and
 * es/<area>.ts is typed with its section of it, so a missing or extra key does not compile. */
export type Translations = Widen<typeof ru>;
