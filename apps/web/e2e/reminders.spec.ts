import type { DayStreak } from '@platform/contracts/reminders';
import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, playLessonFor, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** Past the 2 s after which a lesson's statistic is saved. */
const PLAYED_SECONDS = 3;
const STAT_TIMEOUT_MS = 10_000;
/** Two screens more than a journey's minute allows on a busy machine: a lesson played on one. */
const JOURNEY_TIMEOUT_MS = 120_000;

/** The day streak as the server counts it now. */
async function streakOf(token: string | null): Promise<DayStreak> {
  const response = await fetch(`${baseUrl}${API}/streak`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as DayStreak;
}

atEveryWidth(() => {
  test('home shows the day streak, lit once a lesson is watched today; a reminder saved on the schedule is listed and kept after a reload', {
    timeout: JOURNEY_TIMEOUT_MS,
  }, async ({ page, width, checkScreen }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('reminders', width));
    await page.waitForURL('**/home');
    // As the server counts it: none on a first run, today's on a retry of this journey.
    const token = await storedToken(page);
    const before = await streakOf(token);
    const streak = page.getByRole('region', { name: t('reminderScreens.streak.title') });
    await streak.getByText(t('reminderScreens.streak.days', { count: before.days })).waitFor();
    await checkScreen('home-streak');

    // Today's lesson watched: the streak counts today.
    await page.getByRole('link', { name: t('learningScreens.home.openDay') }).click();
    await page.locator('video').waitFor();
    await playLessonFor(page, PLAYED_SECONDS);
    await expect
      .poll(() => streakOf(token), { timeout: STAT_TIMEOUT_MS })
      .toMatchObject({ days: 1, studiedToday: true });
    await page.goto('/home');
    await streak.getByText(t('reminderScreens.streak.days', { count: 1 })).waitFor();
    await streak.getByText(t('reminderScreens.streak.today')).waitFor();
    await checkScreen('home-streak-today');

    await page.goto('/user/settings/reminders');
    await page.getByText(t('reminderScreens.list.empty')).waitFor();
    await checkScreen('reminders-empty');
    await page.getByRole('link', { name: t('reminderScreens.list.add') }).click();
    await page.waitForURL('**/user/settings/reminders/new');
    await page.getByLabel(t('reminderScreens.edit.time')).fill('07:30');
    // Workdays are chosen at first; Saturday joins them.
    await page.getByLabel('суббота').check();
    await checkScreen('reminder-new');
    await page.getByRole('button', { name: t('reminderScreens.edit.save') }).click();
    await page.waitForURL('**/user/settings/reminders');

    const saved = page.getByRole('link', { name: /07:30/ });
    await saved.waitFor();
    await page.reload();
    await saved.waitFor();
    expect(await saved.textContent()).toContain('пн, вт, ср, чт, пт, сб');
    await checkScreen('reminders-saved');

    // The server keeps it the same way.
    const response = await fetch(`${baseUrl}${API}/schedule`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const schedule = (await response.json()) as { repeatDays: Record<string, string[]> };
    expect(schedule.repeatDays).toEqual({
      '1': ['07:30'],
      '2': ['07:30'],
      '3': ['07:30'],
      '4': ['07:30'],
      '5': ['07:30'],
      '6': ['07:30'],
    });
  });
});
