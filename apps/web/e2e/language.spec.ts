import { LANGUAGE_NATIVE_NAMES } from '@platform/domain/constants/languages';
import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { signUpThroughApi } from './steps';
import { textsOf } from './texts';

const TEXTS = { ru: await textsOf('ru'), en: await textsOf('en'), es: await textsOf('es') };

atEveryWidth(() => {
  for (const lang of ['en', 'es'] as const) {
    test(`the lang query opens the app in ${lang}`, async ({ page, checkScreen }) => {
      const t = TEXTS[lang];
      await page.goto(`/?lang=${lang}`);
      await page.getByRole('heading', { name: t('auth.login.title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.getByRole('button', { name: t('auth.login.submit') }).waitFor();
      await checkScreen(`login-${lang}`);
    });
  }

  test('the menu switches the language; the prompted reload keeps it', async ({
    page,
    checkScreen,
  }) => {
    // A new account: the demo account's language stays as other journeys expect it.
    const account = await signUpThroughApi('language');
    await page.goto(`/auto-login?token=${account.token}&returnUrl=/home`);
    let t = TEXTS.ru;
    for (const lang of ['en', 'es'] as const) {
      await page.getByRole('button', { name: t('shell.header.menu'), exact: true }).click();
      // By keyboard: Playwright's pointer jumps straight to the submenu, past the grace area
      // a hand's movement crosses, and Radix closes the submenu on the way.
      await page.getByRole('menuitem', { name: t('common.language.label') }).press('ArrowRight');
      await page.getByRole('menuitemradio', { name: LANGUAGE_NATIVE_NAMES[lang] }).press('Enter');

      t = TEXTS[lang];
      const prompt = page.getByRole('alertdialog', { name: t('common.language.reloadTitle') });
      await prompt.waitFor();
      await checkScreen(`reload-prompt-${lang}`);
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: t('common.actions.yes') }).click(),
      ]);
      await page.getByRole('button', { name: t('shell.header.menu'), exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await checkScreen(`home-${lang}`);
    }
  });
});
