import type { StreamStatusAnswer } from '@platform/contracts/streams';
import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, playLessonFor, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** The journey learners' demo stream (apps/api/test/arrange/journey-learners.ts). */
const DEMO_COURSE = 'Фейсфитнес';
const PLAYED_SECONDS = 3;
const STAT_TIMEOUT_MS = 10_000;

/** The lesson statistics of a stream as the server has them now. */
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

atEveryWidth(() => {
  test('today’s lesson plays and its statistic reaches the server', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('lesson', width));
    await page.waitForURL('**/home');
    const openDay = page.getByRole('link', { name: t('learningScreens.home.openDay') });
    await openDay.waitFor();
    await checkScreen('home');

    await openDay.click();
    await page.waitForURL(/\/course\/\d+\/calendar\/\d+$/);
    const streamId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const video = page.locator('video');
    await video.waitFor();
    await checkScreen('day');

    // More than 2000 ms watched: the pause saves the statistic.
    await playLessonFor(page, PLAYED_SECONDS);
    const token = await storedToken(page);
    await expect
      .poll(() => lessonStats(streamId, token), { timeout: STAT_TIMEOUT_MS })
      .toContainEqual(expect.objectContaining({ viewedSeconds: expect.any(Number) }));
    const [stat] = await lessonStats(streamId, token);
    expect(stat?.viewedSeconds).toBeGreaterThanOrEqual(2);
    expect(stat?.playCount).toBe(1);
    await checkScreen('day-played');
  });

  test('a demo stream shows its locked days', async ({ page, width, checkScreen }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('lesson', width));
    await page.waitForURL('**/home');
    await page.goto('/courses');
    await page.getByRole('link', { name: DEMO_COURSE }).first().click();
    await page.waitForURL(/\/course\/\d+\/calendar$/);
    // A locked day is no link; why it is locked (not in the demo, or not open yet) is spoken,
    // not shown, beside the padlock.
    const dayLink = (number: number) =>
      page.getByRole('link', {
        name: new RegExp(`^${t('learningScreens.dayNumber', { number })}\\b`),
      });
    await dayLink(1).waitFor();
    expect(await dayLink(3).count()).toBe(0);
    const reasons = ['demo', 'delay'].map((lock) => t(`learningScreens.calendar.locked.${lock}`));
    const locked = page.getByText(new RegExp(reasons.join('|')));
    expect(await locked.count()).toBeGreaterThan(0);
    await checkScreen('demo-calendar');
  });
});
