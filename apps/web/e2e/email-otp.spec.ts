import { atEveryWidth, test } from './fixtures';
import { codeIn, latestMail, signUpThroughApi } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('verifies the e-mail with the code from the mail', async ({ page, checkScreen }) => {
    const account = await signUpThroughApi('otp');
    await page.goto(`/auto-login?token=${account.token}&returnUrl=/email-verification`);
    await page.getByText(t('onboarding.code.sentTo', { target: account.email })).waitFor();
    await checkScreen('email-code');

    const code = codeIn(await latestMail(account.email));
    await page.getByLabel(t('access.code.label')).fill(code);
    await page.getByRole('button', { name: t('onboarding.code.submit') }).click();
    await page.waitForURL((url) => url.pathname !== '/email-verification');
    await page.getByRole('button', { name: t('shell.header.menu'), exact: true }).waitFor();
    await checkScreen('after-email-code');
  });
});
