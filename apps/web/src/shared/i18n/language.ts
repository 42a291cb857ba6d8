import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@platform/domain/constants';
import { isLanguage } from '@platform/domain/user';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { configureApi } from '../api/http-client';
import { persistentValue, sessionValue } from '../lib/cookie-storage';

/** Our choice: the interface language is remembered as long as the token (30 days would log a
 * user out sooner than they forget the language, so a year). */
const LANGUAGE_COOKIE_DAYS = 365;
const storedLanguage = persistentValue('lang', LANGUAGE_COOKIE_DAYS);
/** Set just before the reload that the language prompt offers (spec: lang_reloaded). */
const reloadMarker = sessionValue('lang_reloaded');
export const LANGUAGE_QUERY_PARAM = 'lang';

/** One chunk per language: only the active one is downloaded. */
const loaders: Readonly<Record<Language, () => Promise<{ resources: object }>>> = {
  ru: () => import('./locales/ru'),
  en: () => import('./locales/en'),
  es: () => import('./locales/es'),
};

export type LanguageSources = {
  /** The `lang` query parameter of the page's address. */
  query: string | null;
  /** The choice kept in local storage / cookie. */
  stored: string | null;
  /** default_language of the domain configuration, when it loaded. */
  configured: string | null | undefined;
  /** The page was reloaded by the language prompt: the new choice beats an old `lang` query. */
  reloaded: boolean;
};

/** `lang` query, then the stored choice, then the domain's default, then ru (spec section 4). */
export function resolveLanguage({
  query,
  stored,
  configured,
  reloaded,
}: LanguageSources): Language {
  const candidates = reloaded ? [stored, configured] : [query, stored, configured];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The sources as the browser has them now; reading the reload marker clears it. */
export function currentLanguageSources(configured: string | null | undefined): LanguageSources {
  const reloaded = reloadMarker.read() !== null;
  reloadMarker.remove();
  return {
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    stored: storedLanguage.read(),
    configured,
    reloaded,
  };
}

/** Downloads the language's resources (once) and makes it the active one. */
export async function activateLanguage(lang: Language): Promise<Language> {
  const { resources } = await loaders[lang]();
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      // Every key exists in every language (locales.test.ts), so nothing falls back.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      resources: {},
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      showSupportNotice: false,
    });
  }
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', resources);
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  configureApi({ language: lang });
  return lang;
}

/**
 * The language switch: refuses a language the product does not speak (spec section 8), keeps
 * the choice in local storage and a cookie, and applies it. The caller then offers the reload
 * that brings server-rendered texts along (see useLanguageChange).
 */
export async function changeLanguage(lang: string): Promise<Language> {
  if (!isLanguage(lang)) throw new Error(`Unsupported language: ${lang}`);
  storedLanguage.write(lang);
  return activateLanguage(lang);
}

export function reloadForLanguage(): void {
  reloadMarker.write('1');
  window.location.reload();
}
