import { expect } from 'vitest';
import { atEveryWidth, expectAccessible, openContext, test } from './fixtures';
import { journeyLearner } from './learners';
import { signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** The demo expert of the seed, who keeps the week of hours the yoga course books from. */
const EXPERT = { email: 'expert@example.com', password: 'expert-password' };

atEveryWidth(() => {
  test('the learner books a video consultation and the expert finds it among their bookings', async ({
    page,
    browser,
    width,
    checkScreen,
  }) => {
    const note = `Хочу разобрать технику приседаний (${width})`;
    await page.goto('/');
    await signIn(page, t, journeyLearner('videoconsultation', width));
    await page.waitForURL('**/home');
    await page.goto('/videoconsultations');
    await page
      .getByRole('link', { name: t('videoconsultations.list.book') })
      .first()
      .click();
    // A free time of the first day that has one, on the learner's clock.
    await page
      .getByRole('radio', { name: /^\d{2}:\d{2}$/ })
      .first()
      .check();
    await page.getByLabel(t('videoconsultations.booking.note')).fill(note);
    await page.getByLabel(t('videoconsultations.booking.phone')).fill('+79991234567');
    await checkScreen('videoconsultation-booking');
    await page.getByRole('button', { name: t('videoconsultations.booking.book') }).click();
    await page.getByText(t('videoconsultations.booking.done')).waitFor();
    await checkScreen('videoconsultation-booked');

    const expertContext = await openContext(browser, width);
    try {
      const desk = await expertContext.newPage();
      await desk.goto('/');
      await signIn(desk, t, EXPERT);
      await desk.waitForURL('**/home');
      await desk.goto('/expert?section=bookings');
      const booking = desk.getByText(t('expert.bookings.note', { note }));
      await booking.waitFor();
      expect(await booking.isVisible()).toBe(true);
      await expectAccessible(desk, 'expert-bookings', { everyImpact: true });
    } finally {
      await expertContext.close();
    }
  });
});
