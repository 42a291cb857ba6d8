import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { StreamStatusAnswer } from '@platform/contracts/streams';
import { storageName } from '@platform/domain/constants/cookies';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, expectAccessible, openContext, settled, test } from './fixtures';
import { journeyLearner } from './learners';
import { SCREENSHOTS_DIR } from './screenshots';
import { API, playLessonFor, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
const PLAYED_SECONDS = 3;
const STAT_TIMEOUT_MS = 15_000;
/** The widths of the screenshots of the downloads screen. */
const SHOT_WIDTHS = [390, 900, 1366] as const;

async function lessonStats(streamId: string, token: string | null) {
  const response = await fetch(
    `${baseUrl}${API}/user-course-streams/${streamId}/status?request-all=1`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const status = (await response.json()) as StreamStatusAnswer;
  return status.lessons ?? [];
}

async function shot(page: Page, name: string) {
  const folder = join(SCREENSHOTS_DIR, 'offline');
  await mkdir(folder, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

const outbox = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), storageName('stat-outbox'));

/** The longest journey: the worker installs, a video downloads, the day reloads twice and a
 * statistic waits for the network; on two busy cores that is more than the usual minute. */
const JOURNEY_TIMEOUT_MS = 180_000;

test('a downloaded lesson plays offline and its statistic reaches the server once back online', {
  timeout: JOURNEY_TIMEOUT_MS,
}, async ({ browser }) => {
  const context = await openContext(browser, 'desktop', { serviceWorkers: 'allow' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  try {
    // A returning visitor: the worker installed on the first visit, so that the start-up
    // answers (configuration) go through it and are kept for the offline reload too.
    await page.goto('/');
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    await page.reload();
    // Installable (manifest, icons, a worker that serves the start page offline): what
    // Chromium itself checks before offering to install, through the DevTools protocol
    // (Lighthouse 12 no longer has its PWA audits).
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // A journey's context is incognito, where Chromium never installs: nothing else may fail.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
    await devtools.detach();
    await signIn(page, t, journeyLearner('offline', 'desktop'));
    await page.waitForURL('**/home');
    // The user came with the sign-in answer; a start online reads it (GET /user) into the cache.
    await page.reload();
    await page.getByRole('link', { name: t('learningScreens.home.openDay') }).click();
    await page.waitForURL(/\/course\/\d+\/calendar\/\d+$/);
    const streamId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const token = await storedToken(page);

    // Started online, so that its statistics have a day status offline.
    await page.getByRole('button', { name: t('day.actions.start') }).click();
    await page.getByText(t('day.actions.started')).first().waitFor();
    await page.getByRole('button', { name: t('offline.button.download') }).click();
    await page.getByText(t('offline.status.loaded')).waitFor({ timeout: 60_000 });
    await shot(page, 'day-downloaded-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'day-downloaded-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: t('common.errors.noInternet') })
      .waitFor();
    const video = page.locator('video');
    await video.waitFor();
    // The stored file plays: an object URL of the device's copy, not the network.
    await page.waitForFunction(() =>
      document.querySelector('video')?.currentSrc.startsWith('blob:'),
    );
    await playLessonFor(page, PLAYED_SECONDS);
    await expect.poll(() => outbox(page)).not.toBeNull();
    expect(await lessonStats(streamId, token)).toEqual([]);
    await shot(page, 'day-offline-1366');

    await context.setOffline(false);
    await expect
      .poll(() => lessonStats(streamId, token), { timeout: STAT_TIMEOUT_MS })
      .toHaveLength(1);
    await expect.poll(() => outbox(page)).toBeNull();
    const [stat] = await lessonStats(streamId, token);
    expect(stat?.viewedSeconds).toBeGreaterThanOrEqual(PLAYED_SECONDS);
    expect(stat?.playCount).toBe(1);
    // Once: a reload (another flush at start) sends nothing more.
    await page.reload();
    await page.locator('video').waitFor();
    expect(await lessonStats(streamId, token)).toEqual([stat]);

    await page.goto('/user/downloads');
    const item = page.getByRole('listitem');
    await item.first().waitFor();
    for (const width of SHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `downloads-${width}`);
    }
    await page.getByRole('button', { name: /^Удалить/ }).click();
    await page.getByText(t('offline.screen.empty')).waitFor();
    expect(pageErrors).toEqual([]);
  } catch (error) {
    await page
      .screenshot({ path: join(SCREENSHOTS_DIR, 'offline--FAILED.png'), fullPage: true })
      .catch(() => undefined);
    throw error;
  } finally {
    await context.close();
  }
});
