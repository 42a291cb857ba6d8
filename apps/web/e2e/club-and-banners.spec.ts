import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

// The demo banners (apps/api/content/banners/demo.json, imported by the seed) and clubs
// (communities.seed.ts).
const NEW_FEATURE = 'Новое: чаты с экспертами курса';
const WIDE_ONLY = 'Напоминания помогут заниматься каждый день';
const OTHER_BRANDS = 'Только для других брендов';

atEveryWidth(() => {
  test('home shows the banners targeted at its width and brand, never the others', async ({
    page,
    checkScreen,
    width,
  }) => {
    await page.goto('/');
    await signIn(page, t);
    await page.waitForURL('**/home');
    await page.getByText(NEW_FEATURE).first().waitFor();
    if (width === 'desktop') await page.getByText(WIDE_ONLY).first().waitFor();
    else expect(await page.getByText(WIDE_ONLY).count()).toBe(0);
    expect(await page.getByText(OTHER_BRANDS).count()).toBe(0);
    await checkScreen('home-banners');

    if (width !== 'desktop') return;
    // The club: the menu entry opens the choose-club modal; links carry the club's UTM tags.
    await page
      .getByRole('button', { name: t('shell.menu.community') })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: t('shell.menu.community') });
    const go = modal.getByRole('link', { name: new RegExp(t('club.open')) }).first();
    const href = new URL((await go.getAttribute('href')) ?? '');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      utm_source: 'lk',
      utm_medium: 'club',
      utm_campaign: 'button',
    });
    expect(await go.getAttribute('target')).toBe('_blank');
    await modal.getByText(t('club.articles')).waitFor();
    await checkScreen('choose-club');
  });
});
