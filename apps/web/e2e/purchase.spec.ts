import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

/** The learner's stopped optional-purchase stream (of the demo course stretching). */
async function stoppedStreamOf(token: string | null): Promise<number> {
  const response = await fetch(`${baseUrl}${API}/user-course-streams`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const streams = (await response.json()) as { id: number; status: string }[];
  const stopped = streams.find((stream) => stream.status === 'stopped');
  if (!stopped) throw new Error('the purchase learner has no stopped stream');
  return stopped.id;
}

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
    const status = await stoppedStreamOf(await storedToken(page)).catch(() => 'none');
    expect(status).toBe('none');
  });
});
