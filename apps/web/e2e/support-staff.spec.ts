import { expect } from 'vitest';
import { atEveryWidth, expectAccessible, openContext, test } from './fixtures';
import { journeyLearner } from './learners';
import { openMenuEntry, runMark, signIn } from './steps';
import { textsOf } from './texts';

const t = await textsOf('ru');
/** The demo admin of the seed: the brand's support staff. */
const STAFF = { email: 'admin@example.com', password: 'admin-password' };
const QUESTION = 'Видео урока не загружается на телефоне. Что делать?';
const REPLY = 'Обновите приложение и проверьте соединение, затем откройте урок снова.';

// At both widths: the learner's support centre and the staff's screens (list and thread) each
// at the width of the block, the staff in a second browser.
atEveryWidth(() => {
  test('a question sent from the support centre is answered by staff, and the learner reads the reply', async ({
    page,
    browser,
    width,
    checkScreen,
  }) => {
    // Texts of this run's own: the staff's list holds the other width's question too, and a
    // retried journey finds the first attempt's.
    const mark = runMark(width);
    const question = `${QUESTION} (${mark})`;
    const reply = `${REPLY} (${mark})`;
    await page.goto('/');
    await signIn(page, t, journeyLearner('support', width));
    await page.waitForURL('**/home');
    await page.goto('/support');
    await page.getByRole('link', { name: 'Технические проблемы' }).click();
    await page.getByLabel(t('support.form.message')).fill(question);
    const name = page.getByLabel(t('support.form.name'));
    if ((await name.inputValue()) === '') await name.fill('Journey');
    await page.getByRole('button', { name: t('support.form.send') }).click();
    await page.getByText(t('support.category.sentTitle')).waitFor();

    const staffContext = await openContext(browser, width);
    try {
      const staff = await staffContext.newPage();
      await staff.goto('/');
      await signIn(staff, t, STAFF);
      await staff.waitForURL('**/home');
      await openMenuEntry(staff, t, { role: 'link', name: t('shell.menu.staffSupport') });
      await staff.waitForURL('**/staff/support');
      await staff.getByRole('link', { name: new RegExp(mark) }).click();
      await staff.getByText(question).waitFor();
      await expectAccessible(staff, 'staff-support', { everyImpact: true });
      await staff.getByLabel(t('staffSupport.reply.label')).fill(reply);
      await staff.getByRole('button', { name: t('staffSupport.reply.send') }).click();
      await staff.getByText(t('staffSupport.reply.sent')).waitFor();
      expect(await staff.getByText(reply).isVisible()).toBe(true);
    } finally {
      await staffContext.close();
    }

    await page.goto('/support');
    await page
      .getByRole('button', { name: t('support.questions.show') })
      .first()
      .click();
    await page.getByText(reply).waitFor();
    await checkScreen('support-reply-read');
  });
});
