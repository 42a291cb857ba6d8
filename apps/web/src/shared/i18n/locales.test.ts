import { LANGUAGES } from '@platform/domain/constants/languages';
import { en } from '@platform/domain/i18n/en';
import { es } from '@platform/domain/i18n/es';
import { ru as domainRu } from '@platform/domain/i18n/ru';
import { describe, expect, it } from 'vitest';
import { allResources as all, localeParts } from './locales/all';
import { resourcesOf } from './locales/sections';

const ru = all.ru;

/** Every leaf as its dotted key. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'object' && value !== null ? keys(value, path) : [path];
  });
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural forms differ per language (ru: one/few/many/other, en: one/other…): compare bases. */
function baseKeys(tree: object): string[] {
  return [...new Set(keys(tree).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

describe('web locale files', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'ru'))('%s has exactly the keys of ru', (lang) => {
    expect(baseKeys(all[lang])).toEqual(baseKeys(ru));
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (lang) => {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const leaves = keys(all[lang]);
    const plurals = new Set(
      leaves.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const base of plurals) {
      expect(
        needed.map((form) => `${base}_${form}`).filter((key) => !leaves.includes(key)),
      ).toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s has no empty text', (lang) => {
    const empty = keys(all[lang]).filter((key) => {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as never)[part], all[lang]);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)("%s carries every section of the domain rules' messages", (lang) => {
    const domain = { ru: domainRu, en, es }[lang];
    const sections = localeParts[lang].flatMap((part) => Object.keys(part));
    expect(Object.keys(domain).filter((section) => !sections.includes(section))).toEqual([]);
  });

  it.each(LANGUAGES)('%s puts each section in one part only', (lang) => {
    const sections = localeParts[lang].flatMap((part) => Object.keys(part));
    expect(sections.length).toBe(new Set(sections).size);
  });
});

describe('section files', () => {
  it('give each section the camel-case name of its file, after the domain messages', () => {
    const files = { './ru/screens/learning-screens.ts': { learningScreens: { demo: 'Демо' } } };
    expect(resourcesOf({ files, messages: { plural: { one: '1' } } })).toEqual({
      plural: { one: '1' },
      learningScreens: { demo: 'Демо' },
    });
  });

  it('refuse a file whose export is named otherwise, rather than drop its texts', () => {
    const files = { './en/screens/day.ts': { days: { heading: 'Day' } } };
    expect(() => resourcesOf({ files })).toThrow(
      './en/screens/day.ts exports no section named day',
    );
  });
});
