import { describe, expect, it } from 'vitest';
import {
  checkInstagram,
  INSTAGRAM_SAMPLE_NAME,
  instagramErrorMessage,
  normalizeInstagram,
} from './instagram';

describe('checkInstagram', () => {
  it('accepts an empty name', () => {
    expect(checkInstagram('')).toBeNull();
  });

  it.each(['john', 'john.doe', 'john_doe_', '_john', 'J0hn.D0e', 'a'])('accepts %s', (name) => {
    expect(checkInstagram(name)).toBeNull();
  });

  it.each(['.john', 'john.', '.'])('rejects %s with dotEdge', (name) => {
    expect(checkInstagram(name)).toBe('dotEdge');
  });

  it('rejects consecutive dots with doubleDot', () => {
    expect(checkInstagram('john..doe')).toBe('doubleDot');
  });

  it.each(['иван', 'john-doe', 'john doe', 'john@doe', 'jöhn'])(
    'rejects %s with onlyEnglish',
    (name) => {
      expect(checkInstagram(name)).toBe('onlyEnglish');
    },
  );

  it('allows 30 characters and rejects 31 with tooLong', () => {
    expect(checkInstagram('a'.repeat(30))).toBeNull();
    expect(checkInstagram('a'.repeat(31))).toBe('tooLong');
  });

  it('reports the alphabet before the length', () => {
    expect(checkInstagram('я'.repeat(31))).toBe('onlyEnglish');
  });

  it('rejects the sample name in any case', () => {
    expect(checkInstagram(INSTAGRAM_SAMPLE_NAME)).toBe('sample');
    expect(checkInstagram(INSTAGRAM_SAMPLE_NAME.toUpperCase())).toBe('sample');
  });
});

describe('normalizeInstagram', () => {
  it('drops spaces and a leading @ and lowercases', () => {
    expect(normalizeInstagram('  @John.Doe ')).toBe('john.doe');
  });
});

describe('instagramErrorMessage', () => {
  it('gives the key and the length limit', () => {
    expect(instagramErrorMessage('tooLong')).toEqual({
      key: 'validation.instagram.tooLong',
      params: { max: 30 },
    });
    expect(instagramErrorMessage('onlyEnglish')).toEqual({
      key: 'validation.instagram.onlyEnglish',
    });
  });
});
