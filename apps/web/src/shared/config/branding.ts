import { clearOfflineCache } from '../api/offline-cache';
import { persistentValue } from '../lib/cookie-storage';
import type { DomainConfiguration } from './domain-configuration';

const cacheVersion = persistentValue('cache-version', 365);

/** Puts the domain's identity on the page: favicon and the theme of tokens.css. (Screens set
 * the tab title themselves, as "page · site".) */
export function applyBranding(config: DomainConfiguration): void {
  document.documentElement.dataset.theme = config.frontendSettings.spa_theme;
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
