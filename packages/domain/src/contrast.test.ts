import { describe, expect, it } from 'vitest';
import type { ThemeColours } from './brand-theme';
import { contrastRatio, isHexColour, themeContrastProblems } from './contrast';

describe('contrastRatio (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1D4ED8')).toBe(1);
  });

  it('matches published ratios', () => {
    // #767676 on white is the lightest grey that passes AA for text: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    // The default theme's primary button: white on #1d4ed8.
    expect(contrastRatio('#ffffff', '#1d4ed8')).toBeCloseTo(6.7, 1);
  });

  it('refuses what is not #rrggbb', () => {
    expect(isHexColour('#abc')).toBe(false);
    expect(isHexColour('red')).toBe(false);
    expect(() => contrastRatio('red', '#ffffff')).toThrow('not a #rrggbb colour');
  });
});

const THEME: ThemeColours = {
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  bg: '#ffffff',
  surface: '#f4f5f7',
  text: '#16181d',
  textMuted: '#4b5160',
  border: '#d5d8de',
  borderStrong: '#8a909c',
  focus: '#1d4ed8',
};

describe('themeContrastProblems', () => {
  it('passes a theme whose pairs all meet AA', () => {
    expect(themeContrastProblems(THEME)).toEqual([]);
  });

  it('names each pair below AA with its ratio', () => {
    expect(themeContrastProblems({ ...THEME, primary: '#60a5fa', focus: '#dbeafe' })).toEqual([
      'primary on bg is 2.54:1, below WCAG AA 4.5:1',
      'primary on surface is 2.33:1, below WCAG AA 4.5:1',
      'onPrimary on primary is 2.54:1, below WCAG AA 4.5:1',
      'focus on bg is 1.22:1, below WCAG AA 3:1',
    ]);
  });
});
