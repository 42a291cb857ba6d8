import { describe, expect, it } from 'vitest';
import {
  appstoreProductIdOf,
  categorySort,
  lexiconWords,
  normalizeSearchText,
  sortCategories,
  typoTerms,
} from './catalog';

describe('categorySort', () => {
  it('takes the category own sort, else the fixed rank of its name, else 999', () => {
    expect(categorySort({ name: 'yoga', sort: 40 })).toBe(40);
    expect(categorySort({ name: 'yoga', sort: null })).toBe(1);
    expect(categorySort({ name: 'wellness', sort: null })).toBe(20);
    expect(categorySort({ name: 'tai-chi', sort: null })).toBe(999);
    expect(categorySort({ name: 'tai-chi', sort: 0 })).toBe(0);
  });

  it('orders filters by sort, then by title', () => {
    const sorted = sortCategories([
      { name: 'b', sort: null, title: 'Beta' },
      { name: 'a', sort: null, title: 'Alpha' },
      { name: 'fitness', sort: null, title: 'Fitness' },
      { name: 'x', sort: 1, title: 'Zeta' },
    ]);
    expect(sorted.map((category) => category.title)).toEqual(['Zeta', 'Fitness', 'Alpha', 'Beta']);
  });
});

describe('search text', () => {
  it('is trimmed with inner runs of space made one', () => {
    expect(normalizeSearchText('  йога \n  для\tспины ')).toBe('йога для спины');
    expect(normalizeSearchText(undefined)).toBe('');
    expect(normalizeSearchText(null)).toBe('');
  });

  it('gives the typo terms: letters only, lower-cased, 4+ letters, distinct, at most 8', () => {
    expect(typoTerms('Йогой & "Pilatis" | !для <-> 2024 pilatis')).toEqual(['йогой', 'pilatis']);
    expect(typoTerms('Meditación')).toEqual(['meditación']);
    const many = 'alpha bravo charlie delta echoo foxtrot golf hotel india juliett';
    expect(typoTerms(many)).toHaveLength(8);
  });

  it('gives the lexicon words of a course without the cap', () => {
    const text = 'alpha bravo charlie delta echoo foxtrot golff hotel india juliett Alpha';
    expect(lexiconWords(text)).toHaveLength(10);
  });
});

describe('appstoreProductIdOf', () => {
  it('takes the first code with the platform prefix, none on the web', () => {
    const codes = ['android.yoga.month', 'ios.yoga.month', 'ios.yoga.year'];
    expect(appstoreProductIdOf(codes, 'ios')).toBe('ios.yoga.month');
    expect(appstoreProductIdOf(codes, 'android')).toBe('android.yoga.month');
    expect(appstoreProductIdOf(codes, null)).toBeNull();
    expect(appstoreProductIdOf(['web.x'], 'ios')).toBeNull();
  });
});
