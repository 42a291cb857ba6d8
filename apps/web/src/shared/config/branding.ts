import { clearOfflineCache } from '../api/offline-cache';
import { persistentValue } from '../lib/cookie-storage';
import type { DomainConfiguration } from './domain-configuration';

const cacheVersion = persistentValue('cache-version', 365);

/** The tokens.css variable of a theme colour: `primaryHover` → `--color-primary-hover`. */
export function colourVariable(token: string): string {
  return `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Puts the domain's identity on the page: its theme of tokens.css, its colours over the tokens
 * (and the browser's toolbar), and its favicon. Screens set the tab title themselves, as
 * "page · site"; the header and the sign-in card show its logo. */
export function applyBranding(config: DomainConfiguration): void {
  const root = document.documentElement;
  const { spa_theme, spa_theme_colors: colours } = config.frontendSettings;
  root.dataset.theme = spa_theme;
  if (colours) {
    // The answer holds only the theme's tokens (THEME_COLOUR_TOKENS of @platform/domain, which
    // stays out of this entry module).
    for (const [token, value] of Object.entries(colours)) {
      root.style.setProperty(colourVariable(token), value);
    }
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colours.primary);
  }
  if (config.favicon) {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) {
      icon.removeAttribute('type');
      icon.href = config.favicon;
    }
  }
}

/** frontendSettings.validate_cache is a cache version: a new value drops the offline answers
 * kept by the service worker, which may no longer match the server. */
export async function syncCacheVersion(config: DomainConfiguration): Promise<void> {
  const version = config.frontendSettings.validate_cache;
  if (version === null || version === cacheVersion.read()) return;
  await clearOfflineCache();
  cacheVersion.write(version);
}
