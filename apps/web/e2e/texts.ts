import type { Language } from '@platform/domain/constants/languages';
import i18next, { type TFunction } from 'i18next';
import { allResources as RESOURCES } from '../src/shared/i18n/locales/all';

/**
 * The app's own texts, through i18next as the app renders them (interpolation, Russian plural
 * forms), so that journeys find controls by what a user reads and follow translation edits.
 */
export async function textsOf(lang: Language): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: RESOURCES[lang] } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance.t;
}
