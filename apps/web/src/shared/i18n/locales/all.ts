import type { Language } from '@platform/domain/constants';
import { resources as en } from './en';
import { resources as enScreens } from './en-screens';
import { resources as es } from './es';
import { resources as esScreens } from './es-screens';
import { resources as ru } from './ru';
import { resources as ruScreens } from './ru-screens';

/** Each language's parts: the first screen's texts, the other screens'. */
export const localeParts: Record<Language, readonly object[]> = {
  ru: [ru, ruScreens],
  en: [en, enScreens],
  es: [es, esScreens],
};

/** Every text of each language in one tree, for the locale checks and the browser journeys; the
 * app itself downloads the parts of the active language separately (../language.ts). */
export const allResources: Record<Language, object> = {
  ru: { ...ru, ...ruScreens },
  en: { ...en, ...enScreens },
  es: { ...es, ...esScreens },
};
