import { LANGUAGE_STORAGE_KEY } from '@platform/domain/constants/cookies';
import type { Language } from '@platform/domain/constants/languages';
import { type LanguageSources, resolveLanguage } from '@platform/domain/language-choice';
import { isLanguage } from '@platform/domain/user';
import type { i18n as I18n } from 'i18next';
import { configureApi } from '../api/http-client';
import { persistentValue, sessionValue } from '../lib/cookie-storage';
import { type LocalePart, resourcesOf } from './locales/sections';
import { createStartTexts } from './start-texts';

/** Our choice: the interface language is remembered as long as the token (30 days would log a
 * user out sooner than they forget the language, so a year). */
const LANGUAGE_COOKIE_DAYS = 365;
const storedLanguage = persistentValue(LANGUAGE_STORAGE_KEY, LANGUAGE_COOKIE_DAYS);
/** Set just before the reload that the language prompt offers (spec: lang_reloaded). */
const reloadMarker = sessionValue('lang_reloaded');
export const LANGUAGE_QUERY_PARAM = 'lang';

type Texts = () => Promise<{ part: LocalePart }>;

/** Two chunks per language, only the active language's downloaded: the texts of the first screen
 * (sign-in) and the cookie banner, loaded at start; and those of every other screen and dialog,
 * which come with the first lazy chunk that needs them (withScreenTexts), so that the sign-in
 * route stays small. */
const loaders: Readonly<Record<Language, { start: Texts; screens: Texts }>> = {
  ru: { start: () => import('./locales/ru'), screens: () => import('./locales/ru-screens') },
  en: { start: () => import('./locales/en'), screens: () => import('./locales/en-screens') },
  es: { start: () => import('./locales/es'), screens: () => import('./locales/es-screens') },
};
const loadI18next = () => import('./i18next-texts');

/** The active language, and whether any screen asked for the other screens' texts (a language
 * switched to needs them too). */
const wanted = { language: null as Language | null, screens: false };
/** What the app renders its texts with (see TextsProvider), once a language is active. */
let engine: I18n | null = null;
const listeners = new Set<() => void>();

/** Makes the engine match `wanted`: the start texts alone render without i18next
 * (start-texts.ts); the other screens' texts come with i18next. */
async function sync(): Promise<void> {
  const lang = wanted.language;
  if (lang === null) return;
  const { start, screens } = loaders[lang];
  if (wanted.screens) {
    const bundles = await Promise.all([start(), screens()]);
    const { i18nextWith } = await loadI18next();
    engine = await i18nextWith(
      lang,
      bundles.map((bundle) => resourcesOf(bundle.part)),
    );
  } else {
    engine = createStartTexts(lang, resourcesOf((await start()).part));
  }
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

let syncing: Promise<void> = Promise.resolve();
/** One sync at a time, in order: the last one reads the latest wishes, so it wins. */
function resync(): Promise<void> {
  const run = syncing.then(sync, sync);
  syncing = run.catch(() => undefined);
  return run;
}

/** The engine of the active language's texts; null until a language is active. */
export const textsEngine = {
  current: (): I18n | null => engine,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The active language's texts of every screen, with i18next. Asked for before the language is
 * chosen (the first screen's chunks preload at start), they come with activateLanguage. */
export function loadScreenTexts(): Promise<void> {
  wanted.screens = true;
  if (wanted.language === null) {
    // The first screen is not the sign-in page: these download while the configuration loads.
    void loadI18next();
    void loaders[likelyLanguage()].screens();
  }
  return resync();
}

/** Resolves with `module` once loadScreenTexts has: the lazy screens and dialogs load through
 * it, so that they never render before their texts. */
export async function withScreenTexts<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadScreenTexts()]);
  return loaded;
}

/** The language the start will most likely choose: the configuration's default is unknown
 * until it loads, so a visitor without a query or stored choice is taken to get the default. */
function likelyLanguage(): Language {
  return resolveLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM),
    stored: storedLanguage.read(),
    configured: undefined,
    reloaded: reloadMarker.read() !== null,
  });
}

/**
 * Until the configuration decides the language, the likely one stands in: its first screen's
 * texts download and the API is asked in it, so that its answers need not wait for the
 * configuration either. Returns it. A wrong guess costs those downloads, asked again in the
 * language chosen.
 */
export function assumeLikelyLanguage(): Language {
  const lang = likelyLanguage();
  configureApi({ language: lang });
  void loaders[lang].start();
  return lang;
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

/** Makes the language the active one: the API's answers at once, the texts once downloaded. */
export async function activateLanguage(lang: Language): Promise<Language> {
  wanted.language = lang;
  configureApi({ language: lang });
  await resync();
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
