import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { API, signUpThroughApi } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

/** A new account that took the brand's first tariff with the sandbox's paying Visa 4242, which
 * the provider keeps as a saved card for the renewals. */
async function learnerWithSavedCard() {
  const account = await signUpThroughApi('saved-card');
  const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
  const [plan] = await (await fetch(`${baseUrl}${API}/subscription-plans`, { headers })).json();
  const started = await fetch(`${baseUrl}${API}/payment-subscriptions/subscribe`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ planId: plan.id, idempotency_key: crypto.randomUUID() }),
  });
  const paymentId = ((await started.json()) as { confirmation_url: string }).confirmation_url
    .split('/')
    .pop();
  await fetch(`${baseUrl}${API}/sandbox-checkout/${paymentId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: 'succeeds' }),
  });
  // v2: the list is the body's data (the client's data.data).
  const cards = async (): Promise<unknown[]> =>
    (await (await fetch(`${baseUrl}/spa/v2/user-payment-method`, { headers })).json()).data;
  await expect.poll(async () => (await cards()).length).toBe(1);
  return { account, cards };
}

atEveryWidth(() => {
  test('a learner deletes a saved card after confirming it in the modal', async ({
    page,
    checkScreen,
  }) => {
    const { account, cards } = await learnerWithSavedCard();
    await page.goto(
      `/auto-login?token=${account.token}&returnUrl=/user/settings/user-payment-methods`,
    );
    await page
      .getByRole('heading', { name: t('checkout.cards.title') })
      .first()
      .waitFor();
    const card = t('checkout.cards.card', { brand: 'Visa', last4: '4242' });
    await page.getByText(card).waitFor();
    await checkScreen('saved-cards');

    const remove = page.getByRole('button', { name: t('checkout.cards.deleteOne', { card }) });
    // Cancelling the modal keeps the card.
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: t('checkout.cards.confirmTitle') });
    await dialog.getByText(t('checkout.cards.confirmText', { card })).waitFor();
    await checkScreen('delete-card-modal');
    await dialog.getByRole('button', { name: t('common.actions.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText(card).count()).toBe(1);

    await remove.click();
    await dialog.getByRole('button', { name: t('checkout.cards.delete') }).click();
    await page.getByText(t('checkout.cards.empty')).waitFor();
    expect(await page.getByText(card).count()).toBe(0);
    // Removed on the server too: a reload lists none.
    expect(await cards()).toEqual([]);
    await page.reload();
    await page.getByText(t('checkout.cards.empty')).waitFor();
  });
});
