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

/** A camera and a microphone that Chromium makes up (a test pattern and a beep), granted
 * without a prompt: for the capture journey only, whose browser is its own. */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** A headless Chromium; Playwright gives every launch a fresh temporary profile of its own. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
