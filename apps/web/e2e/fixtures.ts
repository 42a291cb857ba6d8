import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, describe, inject } from 'vitest';
import { CONSENT_COOKIE } from '../src/features/cookies/consent-cookie';
import { STORAGE_PREFIX } from '../src/shared/lib/cookie-storage';
import { launchChromium } from './chromium';
import { SCREENSHOTS_DIR } from './screenshots';
import { WIDTHS, type Width } from './widths';

const DEVICES: Record<Width, BrowserContextOptions> = {
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
};

/** axe findings of these impacts fail the journey (issue 3: none serious or critical). */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Longest wait for one element or navigation; a whole journey has the test timeout. */
const ACTION_TIMEOUT_MS = 10_000;

/** Local storage of the QR modal's schedule (app/shell/qr-schedule.ts). */
const QR_MODAL_KEY = `${STORAGE_PREFIX}.qr-modal`;
const QR_MODAL_NEXT_SHOW = Date.UTC(2100, 0, 1);

export const baseUrl = inject('baseUrl');

export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking.map(
    (violation) =>
      `- ${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  throw new Error(`axe on screen "${screen}" at ${page.url()}:\n${report.join('\n')}`);
}

/** How long a screen must show no spinner to count as loaded. */
const SETTLE_MS = 300;

/** Waits until nothing on the page has been aria-busy (the app's spinners are) for SETTLE_MS:
 * a route's lazy chunk can bring its spinner in just after the previous one went. */
export async function settled(page: Page): Promise<void> {
  const busy = page.locator('[aria-busy="true"]').first();
  do {
    await busy.waitFor({ state: 'detached' });
    await page.waitForTimeout(SETTLE_MS);
  } while ((await busy.count()) > 0);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

type Fixtures = {
  /** Set per describe block by atEveryWidth. */
  width: Width;
  /** One Chromium per test file, shared by its journeys. */
  browser: Browser;
  /** A fresh browser context (no storage, no cookies) at the test's width. */
  page: Page;
  /** Saves a screenshot of the screen shown now and fails on serious axe findings on it. */
  checkScreen: (name: string) => Promise<void>;
};

/** A fresh browser context (no storage, no cookies) at the width, as every journey starts: the
 * QR invitation closed, essential cookies chosen. A journey with two people opens the second
 * one's with it. */
export async function openContext(
  browser: Browser,
  width: Width,
  { serviceWorkers = 'block' }: Pick<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...DEVICES[width],
    baseURL: baseUrl,
    // The offline worker would precache every chunk in each context: work unrelated to the
    // journeys, and a second cache between the app and the server under test. The offline
    // journey allows it.
    serviceWorkers,
    reducedMotion: 'reduce',
  });
  // The QR invitation (desktop, 2 s after load) would cover whatever a journey does next:
  // every context starts as a visitor who has just closed it.
  await context.addInitScript(
    ({ key, state }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, state);
    },
    { key: QR_MODAL_KEY, state: JSON.stringify({ closes: 1, nextShowAt: QR_MODAL_NEXT_SHOW }) },
  );
  // Likewise the cookie banner, fixed over the bottom of the page on a phone: a visitor who
  // chose essential cookies only. cookies.spec.ts clears it to meet the banner.
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'essential', url: baseUrl, sameSite: 'Strict' },
  ]);
  return context;
}

export const test = base.extend<Fixtures>({
  width: 'desktop',
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  page: async ({ browser, width, task }, use) => {
    const context = await openContext(browser, width);
    const page = await context.newPage();
    page.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    // A blocked script or style breaks the page without an exception: name the cause.
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        pageErrors.push(message.text());
      }
    });
    await use(page);
    if (task.result?.state === 'fail') {
      const name = `${basename(task.file.name, '.spec.ts')}--FAILED-${slug(task.name)}.png`;
      // Best effort: a page that hung may not take one, and the test has failed already.
      await page
        .screenshot({ path: join(SCREENSHOTS_DIR, width, name), fullPage: true })
        .catch(() => undefined);
    }
    await context.close();
    if (pageErrors.length > 0) {
      throw new Error(`Errors in the page:\n${pageErrors.join('\n')}`);
    }
  },
  checkScreen: async ({ page, width, task }, use) => {
    const spec = basename(task.file.name, '.spec.ts');
    const folder = join(SCREENSHOTS_DIR, width);
    await mkdir(folder, { recursive: true });
    await use(async (name) => {
      await settled(page);
      await page.screenshot({ path: join(folder, `${spec}--${name}.png`), fullPage: true });
      await expectAccessible(page, name);
    });
  },
});

/** Declares the journeys of `define` once at each width. */
export function atEveryWidth(define: () => void): void {
  describe.for(WIDTHS)('at %s width', (width) => {
    test.scoped({ width });
    define();
  });
}
