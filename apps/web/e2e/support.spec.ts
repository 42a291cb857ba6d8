import { SUPPORT_MESSAGE_MAX } from '@platform/domain/support-form';
import { expect } from 'vitest';
import { atEveryWidth, test } from './fixtures';
import { textsOf } from './texts';

const t = await textsOf('ru');

atEveryWidth(() => {
  test('the support form counts down to its 500 characters and sends', async ({
    page,
    checkScreen,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: t('auth.login.support.form') }).click();
    const form = page.getByRole('dialog', { name: t('support.form.title') });
    await form.waitFor();
    const send = form.getByRole('button', { name: t('support.form.send') });
    expect(await send.isDisabled()).toBe(true);
    await checkScreen('support-form');

    await form.getByLabel(t('support.form.email')).fill('visitor@example.com');
    await form.getByLabel(t('support.form.name')).fill('Visitor');
    expect(await send.isDisabled()).toBe(true); // no message yet

    const message = form.getByLabel(t('support.form.message'));
    await message.fill('x'.repeat(SUPPORT_MESSAGE_MAX - 1));
    await form.getByText(t('common.field.charactersLeft', { count: 1 })).waitFor({
      state: 'attached',
    });
    // Typing past the limit adds nothing.
    await message.press('y');
    await message.press('z');
    expect((await message.inputValue()).length).toBe(SUPPORT_MESSAGE_MAX);
    await form.getByText(`${SUPPORT_MESSAGE_MAX} / ${SUPPORT_MESSAGE_MAX}`).waitFor();
    await form.getByText(t('common.field.charactersLeft', { count: 0 })).waitFor({
      state: 'attached',
    });
    expect(await send.isDisabled()).toBe(false);
    await checkScreen('support-form-full');

    await send.click();
    await page.getByRole('alertdialog').getByText(t('supportForm.messageSent')).waitFor();
    await checkScreen('support-form-sent');
  });
});
