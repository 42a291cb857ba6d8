import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { DEMO, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** First and last name of the demo account (apps/api/src/seed/users.seed.ts). */
const DEMO_NAME = 'Anna Demo';

atEveryWidth(() => {
  test('signs in with the demo account and lands in the shell', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await page.getByRole('heading', { name: t('auth.login.title') }).waitFor();
    await checkScreen('login');

    await signIn(page, t);
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: t('shell.header.menu'), exact: true }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    // The desktop header names the user; the mobile one shows the screen's title instead.
    if (width === 'desktop') await page.getByText(DEMO_NAME).waitFor();
    await checkScreen('home');
  });

  test('a wrong password offers to restore it', async ({ page, checkScreen, expectFailure }) => {
    // The wrong password is refused with 422 and the field's message, which the form shows.
    expectFailure({ status: 422, path: '/auth/login' });
    await page.goto('/');
    const restore = page.getByRole('link', { name: t('auth.login.restorePassword') });
    expect(await restore.count()).toBe(0);

    await signIn(page, t, { email: DEMO.email, password: 'not-the-password' });
    await restore.waitFor();
    const password = page.getByLabel(t('auth.login.password'), { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await checkScreen('wrong-password');

    await restore.click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    expect(new URL(page.url()).searchParams.get('email')).toBe(DEMO.email);
    await checkScreen('restore-password');
  });
});
