import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { journeyLearner } from './learners';
import { signIn, stoppedStreamOf, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('a stopped course opens with a subscription bought through the sandbox checkout, which is then cancelled with a reason', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('subscription', width));
    await page.waitForURL('**/home');
    const streamId = await stoppedStreamOf(await storedToken(page));
    if (!streamId) throw new Error('the subscription learner has no stopped stream');

    // The closed course offers the subscription that opens it: the tariffs, then the provider.
    await page.goto(`/course/${streamId}/calendar`);
    await page.getByRole('link', { name: t('learningScreens.access.renew') }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${t('subscriptionScreens.plans.subscribe')}: `) })
      .first()
      .click();
    await page.getByRole('heading', { name: t('checkout.sandbox.title') }).waitFor();
    const paying = `${t('checkout.sandbox.cardLabel', { brand: 'Visa', last4: '4242' })} ${t('checkout.sandbox.outcomes.succeeds')}`;
    await page.getByRole('radio', { name: paying, exact: true }).check();
    await page.getByRole('button', { name: t('checkout.sandbox.pay') }).click();
    await page.waitForURL('**/checkout/return/*');
    await page.getByText(t('checkout.result.paid')).waitFor();
    // The webhook started the subscription, which covers the course: it is no longer stopped.
    await expect.poll(async () => stoppedStreamOf(await storedToken(page))).toBeUndefined();

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
