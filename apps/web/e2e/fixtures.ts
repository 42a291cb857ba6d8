import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, describe, inject } from 'vitest';
import { launchChromium } from './chromium';
import { type ExpectedFailure, type PageErrors, watchPageErrors } from './page-errors';
import { SCREENSHOTS_DIR } from './screenshots';
import { asReturningVisitor } from './visitor';
import { DEVICES, JOURNEY_WIDTHS, type Width } from './widths';

/** axe findings of these impacts fail a journey (issue 3: none serious or critical); the tour
 * (issue 14) allows none at all. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Longest wait for one element or navigation; a whole journey has the test timeout. */
const ACTION_TIMEOUT_MS = 10_000;

export const baseUrl = inject('baseUrl');

export async function expectAccessible(
  page: Page,
  screen: string,
  { everyImpact = false } = {},
): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter(
    (violation) => everyImpact || BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
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
  /** Declares a failing response the journey provokes on purpose, so that Chromium's console
   * error about it does not fail the journey (every other console error does). */
  expectFailure: (failure: ExpectedFailure) => void;
};

const watchers = new WeakMap<Page, PageErrors>();

/** A fresh browser context (no storage, no cookies) at the width, as every journey starts: the
 * QR invitation and the free-trial offer closed, essential cookies chosen. A journey with two
 * people opens the second one's with it. */
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
  await asReturningVisitor(context, baseUrl);
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
    const watcher = watchPageErrors(page);
    watchers.set(page, watcher);
    await use(page);
    if (task.result?.state === 'fail') {
      const name = `${basename(task.file.name, '.spec.ts')}--FAILED-${slug(task.name)}.png`;
      // Best effort: a page that hung may not take one, and the test has failed already.
      await page
        .screenshot({ path: join(SCREENSHOTS_DIR, width, name), fullPage: true })
        .catch(() => undefined);
    }
    await context.close();
    if (watcher.errors.length > 0) {
      throw new Error(`Errors in the page:\n${watcher.errors.join('\n')}`);
    }
  },
  expectFailure: async ({ page }, use) => {
    await use((failure) => watchers.get(page)?.expectFailure(failure));
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

/** Declares the journeys of `define` once at each width a journey runs at (widths.ts: a phone and
 * a laptop; the tour walks the tablet's layout too). */
export function atEveryWidth(define: () => void): void {
  describe.for(JOURNEY_WIDTHS)('at %s width', (width) => {
    test.scoped({ width });
    define();
  });
}
