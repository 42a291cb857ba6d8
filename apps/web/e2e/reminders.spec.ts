import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('home shows the day streak; a reminder saved on the schedule is listed and kept after a reload', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('reminders', width));
    await page.waitForURL('**/home');
    const streak = page.getByRole('region', { name: t('reminderScreens.streak.title') });
    await streak.getByText(t('reminderScreens.streak.days', { count: 0 })).waitFor();
    await checkScreen('home-streak');

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
    const token = await storedToken(page);
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
