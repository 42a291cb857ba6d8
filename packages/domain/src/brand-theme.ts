/**
 * The colours a brand may set (domain configuration, frontendSettings.spa_theme_colors). Each is
 * the CSS variable `--color-<kebab-case name>` of the web app's tokens.css (primaryHover:
 * --color-primary-hover); the status colours (danger, success, warning) and the overlay stay
 * the platform's own.
 */
export const THEME_COLOUR_TOKENS = [
  'primary',
  'primaryHover',
  'onPrimary',
  'bg',
  'surface',
  'text',
  'textMuted',
  'border',
  'borderStrong',
  'focus',
] as const;
export type ThemeColourToken = (typeof THEME_COLOUR_TOKENS)[number];
export type ThemeColours = Record<ThemeColourToken, string>;
