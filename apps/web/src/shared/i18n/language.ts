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

type Texts = () => Promise<{ resources: object }>;

/** Three chunks per language, only the active language's downloaded: the texts of the first
 * screen (sign-in), loaded at start; the cookie banner's; and those of every other screen and
 * dialog. The last two come with the first lazy chunk that needs them (withTexts), so that the
 * sign-in route stays small. */
const loaders: Readonly<Record<Language, { start: Texts; cookies: Texts; screens: Texts }>> = {
  ru: {
    start: () => import('./locales/ru'),
    cookies: () => import('./locales/ru-cookies'),
    screens: () => import('./locales/ru-screens'),
  },
  en: {
    start: () => import('./locales/en'),
    cookies: () => import('./locales/en-cookies'),
    screens: () => import('./locales/en-screens'),
  },
  es: {
    start: () => import('./locales/es'),
    cookies: () => import('./locales/es-cookies'),
    screens: () => import('./locales/es-screens'),
  },
};
type Part = keyof (typeof loaders)[Language];
export type LazyTexts = Exclude<Part, 'start'>;
/** Parts asked for so far: a language switched to afterwards needs them too. */
const wanted = new Set<LazyTexts>();

/** Adds one part of a language's texts to i18next; again is harmless (parts do not overlap). */
async function addTexts(lang: Language, part: Part): Promise<void> {
  const { resources } = await loaders[lang][part]();
  i18next.addResourceBundle(lang, 'translation', resources, true, false);
}

/** The active language's texts of those parts. Asked for before the language is chosen (the
 * first screen's chunks preload at start), they come with activateLanguage. */
export async function loadTexts(...parts: LazyTexts[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  const lang = i18next.language;
  if (isLanguage(lang)) await Promise.all(parts.map((part) => addTexts(lang, part)));
}

/** Resolves with `module` once loadTexts(...parts) has: the lazy screens and dialogs load
 * through it, since react-i18next does not re-render for texts added after a component
 * rendered. */
export async function withTexts<T>(parts: LazyTexts[], module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadTexts(...parts)]);
  return loaded;
}

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

/** Downloads the language's texts and makes it the active one. */
export async function activateLanguage(lang: Language): Promise<Language> {
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
  await Promise.all(['start' as const, ...wanted].map((part) => addTexts(lang, part)));
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
