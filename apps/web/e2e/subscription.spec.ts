import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

/** Subscribes the learner to the brand's first tariff with the sandbox's paying card, as the
 * checkout would, and waits for the webhook to start the subscription. */
async function subscribe(token: string | null): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const plans = await (await fetch(`${baseUrl}${API}/subscription-plans`, { headers })).json();
  const started = await fetch(`${baseUrl}${API}/payment-subscriptions/subscribe`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ planId: plans[0].id, idempotency_key: crypto.randomUUID() }),
  });
  const { confirmation_url } = (await started.json()) as { confirmation_url: string };
  const paymentId = confirmation_url.split('/').pop();
  await fetch(`${baseUrl}${API}/sandbox-checkout/${paymentId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: 'succeeds' }),
  });
  await expect
    .poll(
      async () =>
        (await (await fetch(`${baseUrl}${API}/payment-subscription`, { headers })).json()).length,
    )
    .toBe(1);
}

atEveryWidth(() => {
  test('a learner cancels a subscription with a reason; it stays until its period ends', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('subscription', width));
    await page.waitForURL('**/home');
    await subscribe(await storedToken(page));

    await page.goto('/user/subscriptions');
    const card = page
      .getByRole('listitem')
      .filter({ hasText: t('subscriptionScreens.status.active') });
    await card
      .getByRole('link', { name: new RegExp(t('subscriptionScreens.list.details')) })
      .click();
    await page.getByRole('button', { name: t('subscriptionScreens.cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('subscriptionScreens.cancel.title') });
    await dialog
      .getByRole('radio', { name: t('subscriptionScreens.cancel.reasons.other') })
      .check();
    await dialog
      .getByLabel(t('subscriptionScreens.cancel.reason'))
      .fill('Уезжаю в отпуск на два месяца');
    await checkScreen('cancel-dialog');
    await dialog.getByRole('button', { name: t('subscriptionScreens.cancel.submit') }).click();
    await dialog.getByText(t('subscriptionScreens.cancel.success')).waitFor();
    await dialog
      .getByRole('button', { name: t('common.actions.close') })
      .first()
      .click();

    // The subscription now ends at its period's end: its status and line say so.
    await page.getByText(t('subscriptionScreens.status.canceled')).waitFor();
    expect(await page.getByText(/^Действует до \d{2} \S+ \d{4}$/).count()).toBe(1);
    expect(
      await page.getByRole('button', { name: t('subscriptionScreens.cancel.open') }).count(),
    ).toBe(0);
    await checkScreen('cancelled');
  });
});
