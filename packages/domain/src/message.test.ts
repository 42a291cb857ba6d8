import { describe, expect, it } from 'vitest';
import { interpolate, lookup, placeholdersOf, translate } from './message';

const tree = { a: { b: 'At most {{max}} characters', c: { d: 'deep' } }, top: 'top' };

describe('lookup', () => {
  it('resolves dotted keys to strings only', () => {
    expect(lookup(tree, 'a.b')).toBe('At most {{max}} characters');
    expect(lookup(tree, 'a.c.d')).toBe('deep');
    expect(lookup(tree, 'top')).toBe('top');
    expect(lookup(tree, 'a.c')).toBeUndefined();
    expect(lookup(tree, 'a.x')).toBeUndefined();
    expect(lookup(tree, 'top.x')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills {{name}} placeholders, spaces allowed', () => {
    expect(interpolate('{{ n }} of {{max}}', { n: 3, max: 5 })).toBe('3 of 5');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('At most {{max}}')).toBe('At most {{max}}');
  });
});

describe('placeholdersOf', () => {
  it('lists placeholder names', () => {
    expect(placeholdersOf('{{min}} to {{ max }}')).toEqual(['min', 'max']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('translate', () => {
  it('looks up and interpolates, falling back to the key', () => {
    expect(translate(tree, { key: 'a.b', params: { max: 500 } })).toBe('At most 500 characters');
    expect(translate(tree, { key: 'missing.key' })).toBe('missing.key');
  });
});
