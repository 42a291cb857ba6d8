import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { journeyLearner } from './learners';
import { signIn, stoppedStreamOf, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('a stopped optional-purchase course is bought through the sandbox checkout and opens', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('purchase', width));
    await page.waitForURL('**/home');
    const streamId = await stoppedStreamOf(await storedToken(page));
    if (!streamId) throw new Error('the purchase learner has no stopped stream');

    await page.goto(`/course/${streamId}/calendar`);
    await page.getByRole('link', { name: t('learningScreens.access.buy') }).click();
    await page.getByRole('heading', { name: t('checkout.buy.title') }).waitFor();
    await checkScreen('checkout');

    await page.getByRole('button', { name: t('checkout.buy.pay') }).click();
    await page.getByRole('heading', { name: t('checkout.sandbox.title') }).waitFor();
    await checkScreen('sandbox-page');
    const card = `${t('checkout.sandbox.cardLabel', { brand: 'Visa', last4: '4242' })} ${t('checkout.sandbox.outcomes.succeeds')}`;
    await page.getByRole('radio', { name: card, exact: true }).check();
    await page.getByRole('button', { name: t('checkout.sandbox.pay') }).click();

    // Back from the provider: the webhook, delivered over HTTP, paid the order.
    await page.waitForURL('**/checkout/return/*');
    await page.getByText(t('checkout.result.paid')).waitFor();
    await checkScreen('paid');

    await page.goto(`/course/${streamId}/calendar`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(t('learningScreens.contentClosed.title')).count()).toBe(0);
    expect(await stoppedStreamOf(await storedToken(page))).toBeUndefined();
  });
});
