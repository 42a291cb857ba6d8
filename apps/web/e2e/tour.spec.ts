import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAccessible, settled, test } from './fixtures';
import { expectScreenshot } from './references';
import { SCREENSHOTS_DIR } from './screenshots';
import { openClub, signIn } from './steps';
import { textsOf } from './texts';
import { WIDTHS } from './widths';

const t = await textsOf('ru');
/** Twenty-eight screens, each checked by axe, on two shared cores. */
const TOUR_TIMEOUT_MS = 600_000;
/** A screen and its data may take a while to arrive when the machine is busy. */
const SCREEN_TIMEOUT_MS = 30_000;

/** A screen of the tour; `compare`: a key screen, compared with its committed reference. */
type Stop = { name: string; path: string; compare?: boolean };

/** Every main screen of the app, with the demo learner's data (apps/api/src/seed): stream 1 is
 * the running Йога для начинающих (day 4 today), homework 10 one of its homework, video
 * consultation 2 its upcoming booking, subscription 1 the learner's tariff, support topic 3 the
 * homework question; chat 4 (the
 * frozen Здоровая спина) ends with the learner's own message, so opening it marks nothing read. Only visited: the demo account is never changed, other journeys sign into it too. */
const TOUR: readonly Stop[] = [
  // The key screens first: a screen that fails to load later leaves them compared.
  { name: 'home', path: '/home', compare: true },
  { name: 'calendar', path: '/course/1/calendar', compare: true },
  { name: 'day', path: '/course/1/calendar/4', compare: true },
  { name: 'homework-list', path: '/homework', compare: true },
  { name: 'profile', path: '/user/edit', compare: true },
  { name: 'catalogue', path: '/catalog', compare: true },
  { name: 'courses', path: '/courses' },
  { name: 'freeze', path: '/course/1/freeze' },
  { name: 'homework', path: '/homework/1/10' },
  { name: 'chats', path: '/chat' },
  { name: 'chat', path: '/chat/4' },
  { name: 'videoconsultations', path: '/videoconsultations' },
  { name: 'videoconsultation', path: '/videoconsultations/2' },
  { name: 'support', path: '/support' },
  { name: 'support-topic', path: '/support/1' },
  { name: 'support-stream-topic', path: '/support/3/1' },
  { name: 'settings', path: '/user/settings' },
  { name: 'reminders', path: '/user/settings/reminders' },
  { name: 'subscriptions', path: '/user/subscriptions' },
  { name: 'subscription', path: '/user/subscription/1' },
  { name: 'installments', path: '/user/installments' },
  { name: 'payment-methods', path: '/user/settings/user-payment-methods' },
  { name: 'points', path: '/user/points' },
  { name: 'points-history', path: '/user/points/history' },
  { name: 'events', path: '/events' },
  { name: 'downloads', path: '/user/downloads' },
  { name: 'banners', path: '/banners' },
  { name: 'not-found', path: '/no-such-screen' },
];

/** Opens a screen the way the app's own links do (the router follows the history), without
 * loading the app again for each one: the tour stays within its time. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
  await settled(page);
  await page.locator('h1').first().waitFor();
}

describe.for(WIDTHS)('at %s width', (width) => {
  test.scoped({ width });

  test('the demo learner walks every main screen: no console error, no axe finding, key screens as their references', {
    timeout: TOUR_TIMEOUT_MS,
  }, async ({ page }) => {
    page.setDefaultTimeout(SCREEN_TIMEOUT_MS);
    await page.goto('/');
    await signIn(page, t);
    await page.waitForURL('**/home');
    // Every screen is walked even when one fails: the report names all of them at once.
    const findings: string[] = [];
    const check = (step: Promise<void>) =>
      step.catch((error: Error) => {
        findings.push(error.message);
      });
    for (const stop of TOUR) {
      await visit(page, stop.path);
      await check(expectAccessible(page, stop.name, { everyImpact: true }));
      if (stop.compare) await check(expectScreenshot(page, width, stop.name));
      else await page.screenshot({ path: join(SCREENSHOTS_DIR, width, `tour--${stop.name}.png`) });
    }
    await visit(page, '/home');
    await check(
      openClub(page, t).then(() => expectAccessible(page, 'club', { everyImpact: true })),
    );
    await page.screenshot({ path: join(SCREENSHOTS_DIR, width, 'tour--club.png') });
    expect(findings).toEqual([]);
  });
});
