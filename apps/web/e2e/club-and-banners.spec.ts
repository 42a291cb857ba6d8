import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { openClub, signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

// The demo banners (apps/api/content/banners/demo.json, imported by the seed) and clubs
// (communities.seed.ts).
const NEW_FEATURE = 'Новое: чаты с экспертами курса';
const WIDE_ONLY = 'Напоминания помогут заниматься каждый день';
const OTHER_BRANDS = 'Только для других брендов';

atEveryWidth(() => {
  test('home shows the banners targeted at its width and brand, never the others; the club’s links carry its UTM tags', async ({
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

    // The club, at each width: the general menu's entry (the side menu's on a laptop, the
    // header menu's on a phone) opens the choose-club modal; links carry the club's UTM tags
    // and open in a new window.
    await openClub(page, t);
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
    // The newest demo article's counts (communities.seed.ts): views and likes side by side.
    await modal.getByText(t('club.views', { count: 120 })).waitFor();
    await modal.getByText(t('club.likes', { count: 14 })).waitFor();
    await checkScreen('choose-club');
  });
});
