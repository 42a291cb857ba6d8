import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: no browser is ever downloaded (scripts/test.mjs installs this one). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Root in CI (no sandbox), no GPU, and nothing that phones home or updates while measuring. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium; Playwright gives every launch a fresh temporary profile of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
