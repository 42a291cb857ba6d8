import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  normalizePhone,
  phoneErrorMessage,
  toInternationalPhone,
  whatsAppLink,
} from './phone';

describe('whatsAppLink', () => {
  it('turns a leading 8 into 7', () => {
    expect(whatsAppLink('8 (900) 123-45-67')).toBe('https://wa.me/79001234567');
  });

  it('keeps a leading 7', () => {
    expect(whatsAppLink('79001234567')).toBe('https://wa.me/79001234567');
  });

  it('keeps any other number as it is', () => {
    expect(whatsAppLink('+34 612 345 678')).toBe('https://wa.me/34612345678');
  });

  it('returns null without digits', () => {
    expect(whatsAppLink('')).toBeNull();
    expect(whatsAppLink('n/a')).toBeNull();
  });
});

describe('toInternationalPhone', () => {
  it('prefixes a plus after the same rules', () => {
    expect(toInternationalPhone('89001234567')).toBe('+79001234567');
    expect(toInternationalPhone('79001234567')).toBe('+79001234567');
    expect(toInternationalPhone('1 415 555 0123')).toBe('+14155550123');
    expect(toInternationalPhone('---')).toBeNull();
  });
});

describe('normalizePhone', () => {
  it('drops spaces, dashes and parentheses only', () => {
    expect(normalizePhone(' +7 (900) 123-45-67 ')).toBe('+79001234567');
    expect(normalizePhone('+7.900')).toBe('+7.900');
  });
});

describe('checkPhone', () => {
  it('accepts + and 10 to 15 digits', () => {
    expect(checkPhone('+7 (900) 123-45-67')).toBeNull();
    expect(checkPhone(`+1${'2'.repeat(9)}`)).toBeNull();
    expect(checkPhone(`+1${'2'.repeat(14)}`)).toBeNull();
  });

  it('accepts an empty value', () => {
    expect(checkPhone('  ')).toBeNull();
  });

  it.each([
    ['no plus', '79001234567'],
    ['9 digits', `+1${'2'.repeat(8)}`],
    ['16 digits', `+1${'2'.repeat(15)}`],
    ['leading zero', '+0123456789'],
    ['letters', '+7900123456a'],
    ['dots', '+7.900.123.45.67'],
  ])('rejects %s with invalidFormat', (_, value) => {
    expect(checkPhone(value)).toBe('invalidFormat');
  });

  it('maps the code to its key', () => {
    expect(phoneErrorMessage('invalidFormat')).toEqual({ key: 'phone.invalidFormat' });
  });
});
