import { FrontendSettings } from '@platform/contracts/brand';
import type { DomainRow } from '../brands/brands.repository';

/** The fields of the build's web app manifest that a domain makes its own. */
export interface WebManifest {
  name?: string;
  short_name?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
  [field: string]: unknown;
}

/** The favicon as a manifest icon of any size, with its type where its extension tells it. */
function faviconIcon(src: string) {
  const type = /\.svg(\?|$)/i.test(src)
    ? 'image/svg+xml'
    : /\.png(\?|$)/i.test(src)
      ? 'image/png'
      : undefined;
  return { src, sizes: 'any', ...(type && { type }) };
}

/** The manifest as the served domain installs it: its title as the name, its theme's primary
 * and background colours for the toolbar and the splash screen, and its favicon before the
 * build's icons (which stay for the sizes and the maskable shape a favicon may lack). */
export function domainManifest(manifest: WebManifest, domain: DomainRow): WebManifest {
  const colours = FrontendSettings.parse(domain.frontendSettings).spa_theme_colors;
  const favicon = domain.favicon ? [faviconIcon(domain.favicon)] : [];
  return {
    ...manifest,
    name: domain.title,
    short_name: domain.title,
    ...(colours && { theme_color: colours.primary, background_color: colours.bg }),
    icons: [...favicon, ...(manifest.icons ?? [])],
  };
}
