/** WCAG 2.x contrast of colours written as #rrggbb, and the brand themes' pairs checked with it
 * (apart from brand-theme.ts, which the web app's entry loads). */
import type { ThemeColours, ThemeColourToken } from './brand-theme';

/** Normal text needs 4.5:1 on its background (WCAG 1.4.3, level AA). */
export const AA_TEXT_CONTRAST = 4.5;
/** Borders, focus rings and other parts of controls need 3:1 (WCAG 1.4.11, level AA). */
export const AA_UI_CONTRAST = 3;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** Relative luminance of an sRGB colour (WCAG 2.x definition). */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not
 * matter. */
export function contrastRatio(a: string, b: string): number {
  if (!isHexColour(a) || !isHexColour(b)) throw new Error(`not a #rrggbb colour: ${a}, ${b}`);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The pairs the app draws one on the other, with the WCAG AA ratio each needs: text and
 * links on the page and on cards, button labels on the button (and hovered), and the parts of
 * controls (strong borders, the focus ring) on the page. */
export const THEME_CONTRAST_PAIRS: readonly {
  foreground: ThemeColourToken;
  background: ThemeColourToken;
  min: number;
}[] = [
  ...(['text', 'textMuted', 'primary'] as const).flatMap((foreground) =>
    (['bg', 'surface'] as const).map((background) => ({
      foreground,
      background,
      min: AA_TEXT_CONTRAST,
    })),
  ),
  { foreground: 'primaryHover', background: 'bg', min: AA_TEXT_CONTRAST },
  { foreground: 'onPrimary', background: 'primary', min: AA_TEXT_CONTRAST },
  { foreground: 'onPrimary', background: 'primaryHover', min: AA_TEXT_CONTRAST },
  { foreground: 'borderStrong', background: 'bg', min: AA_UI_CONTRAST },
  { foreground: 'focus', background: 'bg', min: AA_UI_CONTRAST },
];

/** Each pair of the theme below its AA ratio, worded for the one who configures the brand. */
export function themeContrastProblems(theme: ThemeColours): string[] {
  return THEME_CONTRAST_PAIRS.flatMap(({ foreground, background, min }) => {
    const ratio = contrastRatio(theme[foreground], theme[background]);
    return ratio < min
      ? [`${foreground} on ${background} is ${ratio.toFixed(2)}:1, below WCAG AA ${min}:1`]
      : [];
  });
}
