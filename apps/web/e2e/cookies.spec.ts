import { expect } from 'vitest';
import { CONSENT_COOKIE } from '../src/features/cookies/consent-cookie';
import { atEveryWidth, test } from './fixtures';
import { signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
const YEAR_S = 365 * 24 * 60 * 60;

atEveryWidth(() => {
  test('the cookie choice made in the banner survives a reload', async ({ page, checkScreen }) => {
    await page.context().clearCookies(); // a first visit: no choice yet
    await page.goto('/');
    const banner = page.getByRole('region', { name: t('cookies.banner.label') });
    await banner.waitFor();
    await checkScreen('cookie-banner');

    await banner.getByRole('button', { name: t('cookies.banner.settings') }).click();
    const dialog = page.getByRole('dialog', { name: t('cookies.dialog.title') });
    await dialog.waitFor();
    // essential (always on), analytics, marketing: allow analytics only.
    const [essential, analytics] = await dialog.getByRole('switch').all();
    expect(await essential?.isDisabled()).toBe(true);
    await analytics?.click();
    await checkScreen('cookie-settings-dialog');
    await dialog.getByRole('button', { name: t('cookies.dialog.save') }).click();
    await banner.waitFor({ state: 'detached' });

    const consent = (await page.context().cookies()).find(({ name }) => name === CONSENT_COOKIE);
    expect(consent?.value).toBe(encodeURIComponent('essential,analytics'));
    expect(consent?.sameSite).toBe('Strict');
    expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(YEAR_S - 60);

    await page.reload();
    await page.getByRole('heading', { name: t('auth.login.title') }).waitFor();
    // The banner is lazy: give it the time it takes to appear before deciding it does not.
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);

    // The settings screen starts from the same choice.
    await signIn(page, t);
    await page.waitForURL('**/home');
    await page.goto('/user/settings/cookie');
    await page.getByRole('heading', { name: t('cookies.page.title') }).waitFor();
    const switches = page.getByRole('main').getByRole('switch');
    await switches.first().waitFor();
    expect(await switches.nth(1).getAttribute('aria-checked')).toBe('true');
    expect(await switches.nth(2).getAttribute('aria-checked')).toBe('false');
    await checkScreen('cookie-settings-screen');
  });
});
