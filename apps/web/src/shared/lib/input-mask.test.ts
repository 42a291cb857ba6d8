import { describe, expect, it } from 'vitest';
import { applyDigitMask } from './input-mask';

const DATE = '99.99.9999';

describe('digit mask', () => {
  it('writes the separators as digits are typed', () => {
    expect(applyDigitMask('3', DATE)).toBe('3');
    expect(applyDigitMask('311', DATE)).toBe('31.1');
    expect(applyDigitMask('31121990', DATE)).toBe('31.12.1990');
  });

  it('drops other characters and anything beyond the pattern', () => {
    expect(applyDigitMask('31/12-1990 12', DATE)).toBe('31.12.1990');
    expect(applyDigitMask('ab', DATE)).toBe('');
  });

  it('leaves no trailing separator, so deleting backwards passes it', () => {
    expect(applyDigitMask('31.', DATE)).toBe('31');
    expect(applyDigitMask('31.12.', DATE)).toBe('31.12');
  });
});
