import { expect } from 'vitest';
import { test } from './fixtures';
import { signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
const ASSET = /^\/v\/assets\/[\w.-]+\.(js|css)$/;

/** The asset paths the page's own tags name: `<script src>` and `<link href>`. */
function assetsNamedBy(html: string, tag: RegExp): string[] {
  return [...html.matchAll(tag)].map(([, path = '']) => path).filter((path) => ASSET.test(path));
}

test("a signed-in page load gets its first screen's files named with the page", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, t);
  await page.waitForURL('**/home');
  await page.waitForLoadState('networkidle');

  // A new device's first load, with the session kept: nothing cached.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (ASSET.test(path)) requested.push(path);
  });
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  const beforeScreen = [...requested];
  await page.waitForLoadState('networkidle');

  const hinted = assetsNamedBy(html, /<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g);
  const own = assetsNamedBy(html, /<(?:script|link)[^>]* (?:src|href)="([^"]+)"/g);
  expect(hinted.some((path) => /\/learning-screens-[\w-]+\.js$/.test(path))).toBe(true);
  // Each hinted file is used, and fetched once: a preload in another mode would fetch it again.
  for (const path of hinted)
    expect([path, requested.filter((p) => p === path).length]).toEqual([path, 1]);
  // Nothing the screen needed to show waited for the entry script to ask for it.
  expect(beforeScreen.filter((path) => !own.includes(path))).toEqual([]);
});
