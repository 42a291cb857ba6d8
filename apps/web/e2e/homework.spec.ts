import { expect } from 'vitest';
import { atEveryWidth, baseUrl, test } from './fixtures';
import { journeyLearner } from './learners';
import { API, AVATAR_FILE, signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** The demo expert of the seed (apps/api/src/seed/users.seed.ts). */
const EXPERT = { email: 'expert@example.com', password: 'expert-password' };
/** A homework of kind "file" on day 3 of yoga-basics (apps/api/content/courses). */
const PHOTO_HOMEWORK = 'Фото позы воина';
const VERDICT = 'Отличная поза, спина ровная!';

/** The expert approves a homework on checking through the review call (the expert screens come
 * with a later issue). */
async function approveAsExpert(statusId: string): Promise<void> {
  const login = await fetch(`${baseUrl}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EXPERT),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const review = await fetch(`${baseUrl}${API}/expert/user-homework/${statusId}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ status: 'DONE', comment: VERDICT }),
  });
  expect(review.status).toBe(200);
}

atEveryWidth(() => {
  test('a photo homework goes on checking, and the learner sees the approval', async ({
    page,
    width,
    checkScreen,
  }) => {
    await page.goto('/');
    await signIn(page, t, journeyLearner('homework', width));
    await page.waitForURL('**/home');

    await page.goto('/homework');
    await page.getByRole('link', { name: PHOTO_HOMEWORK }).click();
    await page.getByRole('heading', { name: PHOTO_HOMEWORK }).waitFor();
    await page.getByText(t('learning.homeworkStatus.NOT_UPLOADED')).first().waitFor();
    await checkScreen('homework');

    await page.getByLabel(t('homework.files.attach')).setInputFiles(AVATAR_FILE);
    await page.getByText(t('homework.files.done')).waitFor();
    await page.getByRole('button', { name: t('homework.form.submit') }).click();
    await page.getByText(t('learning.homeworkStatus.UPLOADED')).first().waitFor();
    await page.getByText(t('learning.homeworkStatusHint.UPLOADED')).waitFor();
    expect(await page.getByRole('button', { name: t('homework.form.submit') }).count()).toBe(0);
    await checkScreen('homework-on-checking');

    const statusId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await approveAsExpert(statusId);
    await page.reload();
    await page.getByText(t('learning.homeworkStatus.DONE')).first().waitFor();
    await page.getByText(VERDICT).waitFor();
    await checkScreen('homework-approved');
  });
});
