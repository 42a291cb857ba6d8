import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { API, latestMail, linkIn, signUpThroughApi } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
const NEW_PASSWORD = 'journey-password-2';

atEveryWidth(() => {
  test('resets the password through the mailed link', async ({ page, checkScreen }) => {
    const account = await signUpThroughApi('reset');
    await page.goto('/');
    await page.getByRole('link', { name: t('auth.login.forgotPassword') }).click();
    await page.getByRole('heading', { name: t('access.recovery.title') }).waitFor();
    await checkScreen('recovery-request');

    await page.getByLabel(t('access.recovery.email')).fill(account.email);
    await page.getByRole('button', { name: t('access.recovery.send') }).click();
    await page.getByText(t('access.recovery.sent', { email: account.email })).waitFor();
    await checkScreen('recovery-sent');

    await page.goto(linkIn(await latestMail(account.email)));
    await page.getByText(t('access.recovery.linkIntro')).waitFor();
    // The link's token is a key to the account: it does not stay in the address bar.
    await page.waitForURL((url) => !url.searchParams.has('token'));
    await checkScreen('recovery-new-password');
    await page.getByLabel(t('access.password.new'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t('access.password.repeat'), { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t('access.recovery.submit') }).click();
    await page.waitForURL((url) => url.pathname !== '/reset-password');

    const login = await page.request.post(`${API}/auth/login`, {
      data: { email: account.email, password: NEW_PASSWORD },
    });
    expect(login.ok()).toBe(true);
  });
});
