import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { API, AVATAR_FILE, PASSWORD, storedToken, uniqueEmail, userOf } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('signs up and goes through the onboarding chat to status 40', async ({
    page,
    checkScreen,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: t('auth.login.register') }).click();
    await page.getByRole('heading', { name: t('access.signup.title') }).waitFor();
    await checkScreen('signup');

    await page.getByLabel(t('access.signup.firstName')).fill('Vera');
    await page.getByLabel(t('access.signup.email')).fill(uniqueEmail('signup'));
    await page.getByLabel(t('access.password.new'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('access.password.repeat'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('access.signup.submit') }).click();

    // Name, e-mail and password are known from the form: the chat asks the birthday first.
    await page.waitForURL('**/update-profile');
    // Typed in the interface language's format, as the profile's (ru: ДД.ММ.ГГГГ).
    const letters = (['day', 'month', 'year'] as const).map((part) =>
      t(`dateField.letters.${part}`),
    );
    const birthday = page.getByPlaceholder(letters.join('.'));
    await birthday.waitFor();
    expect((await userOf(await storedToken(page))).status).toBe(20);
    await checkScreen('onboarding-birthday');
    await birthday.fill('17051990');
    await page.getByRole('button', { name: t('onboarding.chat.send') }).click();

    const photo = page.getByText(t('onboarding.chat.choosePhoto'));
    await photo.waitFor();
    await checkScreen('onboarding-photo');
    await page.locator('input[type="file"]').setInputFiles(AVATAR_FILE);

    const start = page.getByRole('button', { name: t('onboarding.chat.start') });
    await start.waitFor();
    await checkScreen('onboarding-goodbye');
    expect((await userOf(await storedToken(page))).status).toBe(40);
    await start.click();
    await page.waitForURL('**/home');
  });

  test('the dev brand, which has no registration, offers no sign-up', async ({
    page,
    checkScreen,
  }) => {
    // The server refuses it, whatever the client shows.
    const refused = await page.request.post(`${API}/auth/signup-by-email`, {
      headers: { 'x-app-id': 'dev' },
      multipart: {
        username: 'Dev',
        email: uniqueEmail('dev'),
        password: PASSWORD,
        password_repeat: PASSWORD,
      },
    });
    expect(refused.status()).toBe(403);

    // The demo seed maps every host to the web brand. This page is served as a dev domain
    // would be: every call names dev (the server's default brand there), and so does the
    // domain configuration the app takes its X-App-Id from.
    await page.route('**/spa/**', async (route) => {
      const headers = { ...route.request().headers(), 'x-app-id': 'dev' };
      if (!route.request().url().includes('/domain-configuration')) {
        await route.continue({ headers });
        return;
      }
      const response = await route.fetch({ headers });
      const answer = await response.json();
      await route.fulfill({
        response,
        json: { ...answer, data: { ...answer.data, appId: 'dev' } },
      });
    });
    await page.goto('/');
    await page.getByRole('heading', { name: t('auth.login.title') }).waitFor();
    expect(await page.getByRole('link', { name: t('auth.login.register') }).count()).toBe(0);
    await checkScreen('login-dev-brand');

    await page.goto('/signup');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: t('auth.login.title') }).waitFor();
  });
});
