import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { API, signIn, storedToken } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('a revoked token leads back to login with the notice', async ({
    page,
    checkScreen,
    expectFailure,
  }) => {
    // The app's calls with the revoked token answer 401, which sends it back to the sign-in: the
    // v1 calls and the shell's short course search (v2), which may go out first.
    expectFailure({ status: 401, path: '/spa/' });
    await page.goto('/');
    await signIn(page, t);
    await page.waitForURL('**/home');
    // Home's own calls finish first: one still in flight when the session is revoked would be
    // answered 401 here, signing this page out and showing (and using up) the notice before the
    // reload below could.
    await page.waitForLoadState('networkidle');
    const token = await storedToken(page);

    // Signed out elsewhere: the server forgets this session.
    const revoked = await page.request.post(`${API}/auth/logout`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.goto('/user/settings');
    await page.getByText(t('app.session.loggedOut')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedToken(page)).toBeNull();
    await checkScreen('signed-out-notice');

    // The next sign-in returns to where the user was going.
    await signIn(page, t);
    await page.waitForURL('**/user/settings');
  });
});
