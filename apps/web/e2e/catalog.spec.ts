import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('the catalogue search finds a course by another word form and opens it', async ({
    page,
    checkScreen,
  }) => {
    await page.goto('/catalog');
    await signIn(page, t);
    await page.getByRole('heading', { level: 1, name: t('catalog.title') }).waitFor();
    await page.getByRole('list', { name: t('catalog.resultsLabel') }).waitFor();
    await checkScreen('catalog');

    // 'нидрой' is not in any title: the Russian stemmer matches it to 'Йога-нидра'.
    await page.getByRole('searchbox', { name: t('catalog.searchLabel') }).fill('нидрой');
    await page.getByText(t('catalog.found', { count: 1 })).waitFor();
    const results = page.getByRole('list', { name: t('catalog.resultsLabel') });
    expect(await results.getByRole('listitem').count()).toBe(1);
    const result = results.getByRole('link', { name: 'Йога-нидра перед сном' });
    await checkScreen('catalog-search');

    await result.click();
    await page.getByRole('heading', { level: 1, name: 'Йога-нидра перед сном' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/new-course\/\d+$/);
    await page.getByText(t('catalog.course.notYours')).waitFor();
    await checkScreen('catalog-course');
  });
});
