import { DAY_MS } from '@platform/domain/constants/time';
import { formatSubscriptionDate } from '@platform/domain/subscriptions';
import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { journeyLearner } from './learners';
import { signIn, stoppedStreamOf, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('a stopped course opens with a free trial started through the sandbox card check (nothing charged today), which is then cancelled with a reason', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('subscription', width));
    await page.waitForURL('**/home');
    const streamId = await stoppedStreamOf(await storedToken(page));
    if (!streamId) throw new Error('the subscription learner has no stopped stream');

    // The closed course offers the subscription that opens it: the tariff's free trial (nothing
    // charged today, the first charge in 7 days), then the provider's card check.
    await page.goto(`/course/${streamId}/calendar`);
    await page.getByRole('link', { name: t('learningScreens.access.renew') }).click();
    const firstCharge = new RegExp(
      `^2\\s?990\\s₽, ${formatSubscriptionDate(Date.now() + 7 * DAY_MS, 'ru', 'UTC')}$`,
    );
    const plan = page
      .getByRole('listitem')
      .filter({ hasText: t('subscriptionScreens.plans.today') });
    await expect
      .poll(() => plan.locator('dd').allTextContents())
      .toEqual([expect.stringMatching(/^0\s₽$/), expect.stringMatching(firstCharge)]);
    await checkScreen('trial-offer');
    await plan
      .getByRole('button', { name: new RegExp(`^${t('subscriptionScreens.plans.startTrial')}: `) })
      .click();
    await page.getByRole('heading', { name: t('checkout.sandbox.title') }).waitFor();
    await page.getByText(t('checkout.sandbox.cardCheck')).waitFor();
    expect(await page.getByText(/^0\s₽$/).count()).toBe(1);
    const paying = `${t('checkout.sandbox.cardLabel', { brand: 'Visa', last4: '4242' })} ${t('checkout.sandbox.outcomes.succeeds')}`;
    await page.getByRole('radio', { name: paying, exact: true }).check();
    await page.getByRole('button', { name: t('checkout.sandbox.saveCard') }).click();
    await page.waitForURL('**/checkout/return/*');
    await page.getByText(t('checkout.result.cardSaved')).waitFor();
    // The webhook started the subscription, which covers the course: it is no longer stopped.
    await expect.poll(async () => stoppedStreamOf(await storedToken(page))).toBeUndefined();

    await page.goto('/user/subscriptions');
    const card = page
      .getByRole('listitem')
      .filter({ hasText: t('subscriptionScreens.status.active') });
    await card
      .getByRole('link', { name: new RegExp(t('subscriptionScreens.list.details')) })
      .click();
    // In the trial: free until its end, when 2 990 ₽ is charged first.
    await page.getByText(/^Бесплатный период до \d{2} \S+ \d{4}$/).waitFor();
    await page.getByText(/^Первое списание 2\s?990\s₽ — \d{2} \S+ \d{4}$/).waitFor();
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
    await page.getByText(t('subscriptionScreens.status.canceled'), { exact: true }).waitFor();
    expect(await page.getByText(/^Действует до \d{2} \S+ \d{4}$/).count()).toBe(1);
    await page.getByText(t('subscriptionScreens.trialNoCharge')).waitFor();
    expect(
      await page.getByRole('button', { name: t('subscriptionScreens.cancel.open') }).count(),
    ).toBe(0);
    await checkScreen('cancelled');
  });
});
