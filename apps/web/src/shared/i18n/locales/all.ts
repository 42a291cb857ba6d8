import type { Language } from '@platform/domain/constants/languages';
import { part as en } from './en';
import { part as enScreens } from './en-screens';
import { part as es } from './es';
import { part as esScreens } from './es-screens';
import { part as ru } from './ru';
import { part as ruScreens } from './ru-screens';
import { resourcesOf } from './sections';

/** Each language's parts as the app loads them: the first screen's texts, the other screens'. */
export const localeParts: Record<Language, readonly object[]> = {
  ru: [resourcesOf(ru), resourcesOf(ruScreens)],
  en: [resourcesOf(en), resourcesOf(enScreens)],
  es: [resourcesOf(es), resourcesOf(esScreens)],
};

/** Every text of each language in one tree, for the locale checks and the browser journeys; the
 * app itself downloads the parts of the active language separately (../language.ts). */
export const allResources: Record<Language, object> = {
  ru: Object.assign({}, ...localeParts.ru),
  en: Object.assign({}, ...localeParts.en),
  es: Object.assign({}, ...localeParts.es),
};
