import type { Language } from '@platform/domain/constants/languages';
import type { i18n as I18n } from 'i18next';

type Options = Readonly<Record<string, unknown>>;

const VARIABLE = /{{(.+?)}}/g;

/** The text at a dotted key, or undefined. */
function lookup(resources: object, key: string): string | undefined {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * What react-i18next needs of an i18next instance to render the sign-in page, over that page's
 * texts (the first screen's and the cookie banner's): keys, `{{variable}}` interpolation and
 * plural forms from Intl, as i18next resolves them (start-texts.test.ts compares every such text
 * with i18next's). It lets the first screen render without i18next, about 14 KB gzip of the
 * sign-in route; any other screen loads i18next with its texts (language.ts).
 */
export function createStartTexts(language: Language, resources: object): I18n {
  const plurals = new Intl.PluralRules(language);

  function t(key: string, options: Options = {}): string {
    const { count } = options;
    // i18next's order: the _zero form for 0, then the language's plural form, then the key.
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${plurals.select(count)}`, key]
        : [key];
    const text = candidates
      .map((candidate) => lookup(resources, candidate))
      .find((found) => found !== undefined);
    if (text === undefined) return key;
    return text.replace(VARIABLE, (variable, name: string) => {
      const value = options[name.trim()];
      return value === undefined ? variable : String(value);
    });
  }

  const instance = {
    language,
    languages: [language],
    resolvedLanguage: language,
    isInitialized: true,
    options: {},
    t,
    getFixedT: () => t,
    hasLoadedNamespace: () => true,
    // It never changes: another language or more texts make another instance.
    on() {},
    off() {},
  };
  // react-i18next reads only the members above (useTranslation, I18nextProvider).
  return instance as unknown as I18n;
}
