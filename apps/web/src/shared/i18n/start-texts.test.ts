import type { Language } from '@platform/domain/constants/languages';
import { describe, expect, it } from 'vitest';
import { i18nextWith } from './i18next-texts';
import { part as en } from './locales/en';
import { part as es } from './locales/es';
import { part as ru } from './locales/ru';
import { resourcesOf } from './locales/sections';
import { createStartTexts } from './start-texts';

/** The sign-in page's texts of each language: what start-texts.ts renders. */
const SIGN_IN_PAGE: Record<Language, object> = {
  ru: resourcesOf(ru),
  en: resourcesOf(en),
  es: resourcesOf(es),
};
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Counts that reach every plural form of ru, en and es, fractions included. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1.5];

/** Every text with its dotted key. */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[path, value]] : texts(value, path);
  });
}

/** What a caller would pass: a value for each {{variable}} of the text. */
function variablesOf(text: string): Record<string, string> {
  const names = [...text.matchAll(/{{(.+?)}}/g)].map((match) => (match[1] ?? '').trim());
  return Object.fromEntries(names.map((name) => [name, `<${name}>`]));
}

describe.each(Object.keys(SIGN_IN_PAGE) as Language[])('the sign-in page’s texts in %s', (lang) => {
  const resources = SIGN_IN_PAGE[lang];
  const own = createStartTexts(lang, resources);

  it('reads every text, its variables and plural forms as i18next does', async () => {
    const i18next = await i18nextWith(lang, [resources]);
    for (const [key, text] of texts(resources)) {
      const variables = variablesOf(text);
      const base = key.replace(PLURAL_SUFFIX, '');
      const calls: Record<string, unknown>[] =
        base === key ? [variables] : COUNTS.map((count) => ({ ...variables, count }));
      for (const options of calls) {
        expect(own.t(base, options), `${base} ${JSON.stringify(options)}`).toBe(
          i18next.t(base, options),
        );
      }
    }
  });

  it('answers an unknown key with the key, as i18next does', async () => {
    const i18next = await i18nextWith(lang, [resources]);
    expect(own.t('auth.login.nothing')).toBe(i18next.t('auth.login.nothing'));
  });

  it('keeps a variable the caller did not pass, as i18next does', async () => {
    const i18next = await i18nextWith(lang, [resources]);
    expect(own.t('auth.login.socialSignIn')).toBe(i18next.t('auth.login.socialSignIn'));
  });
});
