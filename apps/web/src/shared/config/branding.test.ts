import { readFileSync } from 'node:fs';
import { THEME_COLOUR_TOKENS, type ThemeColours } from '@platform/domain/brand-theme';
import { themeContrastProblems } from '@platform/domain/contrast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDomainConfiguration } from '../../test/factories';
import { applyBranding, colourVariable } from './branding';

/** Read from disk: Vitest stubs CSS imports, ?raw ones included. */
const tokens = readFileSync(`${import.meta.dirname}/../ui/tokens.css`, 'utf8');

/** The values tokens.css gives the theme's variables on :root (the app's own colours). */
function defaultColours(): ThemeColours {
  const rootBlock = tokens.slice(tokens.indexOf(':root {'), tokens.indexOf('}'));
  return Object.fromEntries(
    THEME_COLOUR_TOKENS.map((token) => {
      const match = rootBlock.match(new RegExp(`${colourVariable(token)}:\\s*(#[0-9a-f]{6});`));
      return [token, match?.[1] ?? `missing ${colourVariable(token)}`];
    }),
  ) as ThemeColours;
}

const FACE: ThemeColours = {
  primary: '#be185d',
  primaryHover: '#9d174d',
  onPrimary: '#ffffff',
  bg: '#fffbfc',
  surface: '#fdf0f5',
  text: '#2b1420',
  textMuted: '#6e4a5a',
  border: '#f1d3df',
  borderStrong: '#a47d8d',
  focus: '#be185d',
};

describe('the app’s own colours (tokens.css)', () => {
  it('name each theme colour by its variable', () => {
    expect(colourVariable('primary')).toBe('--color-primary');
    expect(colourVariable('primaryHover')).toBe('--color-primary-hover');
    expect(colourVariable('onPrimary')).toBe('--color-on-primary');
  });

  it('define every variable a brand may set, and meet WCAG AA themselves', () => {
    const colours = defaultColours();
    expect(Object.values(colours).filter((value) => value.startsWith('missing'))).toEqual([]);
    expect(themeContrastProblems(colours)).toEqual([]);
  });
});

describe('applyBranding', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#1d4ed8"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml">';
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('style');
  });

  it('sets the brand’s colours over the tokens, the toolbar colour and the favicon', () => {
    applyBranding(
      buildDomainConfiguration({
        favicon: '/spa/brand-assets/face/favicon.svg',
        frontendSettings: {
          ...buildDomainConfiguration().frontendSettings,
          spa_theme: 'default',
          spa_theme_colors: FACE,
        },
      }),
    );
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#be185d');
    expect(style.getPropertyValue('--color-primary-hover')).toBe('#9d174d');
    expect(style.getPropertyValue('--color-text-muted')).toBe('#6e4a5a');
    expect(style.getPropertyValue('--color-border-strong')).toBe('#a47d8d');
    expect(style.length).toBe(THEME_COLOUR_TOKENS.length);
    expect(document.documentElement.dataset.theme).toBe('default');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#be185d',
    );
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/spa/brand-assets/face/favicon.svg');
    expect(icon?.hasAttribute('type')).toBe(false);
  });

  it('without colours or favicon keeps the app’s own', () => {
    applyBranding(buildDomainConfiguration());
    expect(document.documentElement.style.length).toBe(0);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#1d4ed8',
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/icons/icon.svg',
    );
  });
});
