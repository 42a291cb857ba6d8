import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('server message catalogs', () => {
  it.each(catalogs.map((catalog) => [keysOf(catalog.ru)[0], catalog] as const))(
    'the catalog of %s has the same keys, all non-empty, in ru, en and es',
    (_, catalog) => {
      const ru = keysOf(catalog.ru).sort();
      expect(keysOf(catalog.en).sort()).toEqual(ru);
      expect(keysOf(catalog.es).sort()).toEqual(ru);
      for (const lang of [catalog.ru, catalog.en, catalog.es]) {
        for (const value of Object.values(lang).flatMap((group) => Object.values(group))) {
          expect(String(value).trim()).not.toBe('');
        }
      }
    },
  );

  it('no two catalogs define the same key', () => {
    const all = catalogs.flatMap((catalog) => keysOf(catalog.ru));
    expect(new Set(all).size).toBe(all.length);
  });
});
