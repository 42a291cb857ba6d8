import { createInstance, type TFunction } from 'i18next';
import Negotiator from 'negotiator';
import { catalogs } from '../i18n/catalogs';

export const LANGUAGES = ['ru', 'en', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'ru';

const i18n = createInstance();
await i18n.init({
  resources: {},
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

for (const catalog of catalogs) {
  for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', catalog[lang], true);
}

export function translator(lang: Lang): TFunction {
  return i18n.getFixedT(lang);
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The `lang` query parameter wins, then Accept-Language, then the default. */
export function pickLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (isLang(queryLang)) return queryLang;
  if (!acceptLanguage) return DEFAULT_LANG;
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage } });
  const preferred = negotiator.language([...LANGUAGES]);
  return isLang(preferred) ? preferred : DEFAULT_LANG;
}

/** A text stored per language ({ ru, en, es }) in the asked language, else the default
 * language's, else any there is. */
export function inLanguage(texts: Record<string, string>, lang: Lang): string {
  return texts[lang] ?? texts[DEFAULT_LANG] ?? Object.values(texts)[0] ?? '';
}
