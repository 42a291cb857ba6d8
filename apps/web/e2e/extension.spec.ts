import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the learner's yoga stream (ms), as the API answers it. */
async function yogaEndOf(token: string | null): Promise<number> {
  const response = await fetch(`${baseUrl}${API}/user-course-streams?expand=course`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const streams = (await response.json()) as {
    endDate: number;
    isDemo: boolean;
    course?: { title: string };
  }[];
  const yoga = streams.find(
    (stream) => !stream.isDemo && stream.endDate - Date.now() < 90 * DAY_MS,
  );
  if (!yoga) throw new Error('the extension learner has no yoga stream');
  return yoga.endDate;
}

atEveryWidth(() => {
  test('a stream ending soon is extended with a discount code through the sandbox checkout', async ({
    page,
    width,
    checkScreen,
    expectFailure,
  }) => {
    // The expired code is refused with 422 and its reason, which the screen shows.
    expectFailure({ status: 422, path: '/discount/check/code/EXPIRED/' });
    await page.goto('/');
    await signIn(page, t, journeyLearner('extension', width));
    await page.waitForURL('**/home');
    const before = await yogaEndOf(await storedToken(page));

    // The course card says the access ends in 2 days and leads to the extension.
    await page
      .getByText(t('extension.notice', { count: 2 }))
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: t('learningScreens.access.extend') })
      .first()
      .click();
    await page.getByRole('heading', { name: t('extension.title') }).waitFor();
    await page.getByRole('radio', { name: /Продление доступа на 30 дней/ }).check();

    // A wrong code says why; the demo code SPRING10 takes 10 % off 2990 ₽.
    await page.getByLabel(t('extension.code.label')).fill('EXPIRED');
    await page.getByRole('button', { name: t('extension.code.apply') }).click();
    await page.getByText('Срок действия промокода истёк').waitFor();
    await page.getByLabel(t('extension.code.label')).fill('spring10');
    await page.getByRole('button', { name: t('extension.code.apply') }).click();
    await page.getByText(t('extension.code.applied', { code: 'SPRING10' })).waitFor();
    const pay = page.getByRole('button', { name: /^Оплатить 2\s691\s₽$/ });
    await pay.waitFor();
    await checkScreen('extension-code-applied');
    await pay.click();

    await page.getByRole('heading', { name: t('checkout.sandbox.title') }).waitFor();
    await page
      // The card whose outcome is only "succeeds" (others add a refusal after it).
      .getByRole('radio', { name: new RegExp(`${t('checkout.sandbox.outcomes.succeeds')}$`) })
      .check();
    await page.getByRole('button', { name: t('checkout.sandbox.pay') }).click();
    await page.waitForURL('**/checkout/return/*');
    await page.getByText(t('checkout.result.paid')).waitFor();

    // Paid: the access moved 30 days on, and the card no longer offers to extend it.
    expect(await yogaEndOf(await storedToken(page))).toBe(before + 30 * DAY_MS);
    await page.goto('/home');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(t('extension.notice', { count: 2 })).count()).toBe(0);
  });
});
