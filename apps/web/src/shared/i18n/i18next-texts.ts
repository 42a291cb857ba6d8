import { LANGUAGES, type Language } from '@platform/domain/constants/languages';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** i18next with these texts of the language, made the active language. Its own chunk: the
 * sign-in page renders without it (start-texts.ts). */
export async function i18nextWith(lang: Language, bundles: readonly object[]): Promise<I18n> {
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
  // Again is harmless: the parts do not overlap.
  for (const bundle of bundles) i18next.addResourceBundle(lang, 'translation', bundle, true, false);
  await i18next.changeLanguage(lang);
  return i18next;
}
