import { expect } from 'vitest';
import { openContext, test } from './fixtures';
import { journeyLearner } from './learners';
import { signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** The demo admin of the seed: the brand's support staff. */
const STAFF = { email: 'admin@example.com', password: 'admin-password' };
const QUESTION = 'Видео урока не загружается на телефоне. Что делать?';
const REPLY = 'Обновите приложение и проверьте соединение, затем откройте урок снова.';

// One width: two people talking is the point; the screens' layouts at every width are the
// component tests' and the screenshots' concern.
test('a question sent from the support centre is answered by staff, and the learner reads the reply', async ({
  page,
  browser,
  checkScreen,
}) => {
  await page.goto('/');
  await signIn(page, t, journeyLearner('support', 'desktop'));
  await page.waitForURL('**/home');
  await page.goto('/support');
  await page.getByRole('link', { name: 'Технические проблемы' }).click();
  await page.getByLabel(t('support.form.message')).fill(QUESTION);
  const name = page.getByLabel(t('support.form.name'));
  if ((await name.inputValue()) === '') await name.fill('Journey');
  await page.getByRole('button', { name: t('support.form.send') }).click();
  await page.getByText(t('support.category.sentTitle')).waitFor();

  const staffContext = await openContext(browser, 'desktop');
  try {
    const staff = await staffContext.newPage();
    await staff.goto('/');
    await signIn(staff, t, STAFF);
    await staff.waitForURL('**/home');
    await staff
      .getByRole('link', { name: t('shell.menu.staffSupport') })
      .first()
      .click();
    await staff
      .getByRole('link', { name: new RegExp(QUESTION.slice(0, 20)) })
      .first()
      .click();
    await staff.getByText(QUESTION).waitFor();
    await staff.getByLabel(t('staffSupport.reply.label')).fill(REPLY);
    await staff.getByRole('button', { name: t('staffSupport.reply.send') }).click();
    await staff.getByText(t('staffSupport.reply.sent')).waitFor();
    expect(await staff.getByText(REPLY).isVisible()).toBe(true);
  } finally {
    await staffContext.close();
  }

  await page.goto('/support');
  await page
    .getByRole('button', { name: t('support.questions.show') })
    .first()
    .click();
  await page.getByText(REPLY).waitFor();
  await checkScreen('support-reply-read');
});
