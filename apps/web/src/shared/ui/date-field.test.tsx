import type { Language } from '@platform/domain/constants/languages';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage, loadScreenTexts } from '../i18n/language';
import { DateField } from './date-field';

async function renderIn(language: Language, props: { hint?: string; error?: string } = {}) {
  await activateLanguage('ru');
  await loadScreenTexts();
  await act(() => activateLanguage(language));
  render(<DateField label="Дата" {...props} />);
  return screen.getByLabelText('Дата') as HTMLInputElement;
}

describe('DateField', () => {
  it.each<[Language, string, string, string]>([
    ['ru', 'ДД.ММ.ГГГГ', '31.12.1990', 'Формат: ДД.ММ.ГГГГ'],
    ['en', 'MM/DD/YYYY', '12/31/1990', 'Format: MM/DD/YYYY'],
    ['es', 'DD/MM/AAAA', '31/12/1990', 'Formato: DD/MM/AAAA'],
  ])(
    'in %s shows the format %s and writes the separators itself',
    async (language, pattern, typed, hint) => {
      const input = await renderIn(language);
      expect(input.placeholder).toBe(pattern);
      expect(input.inputMode).toBe('numeric');
      expect(input.maxLength).toBe(10);
      expect(screen.getByRole('textbox', { description: hint })).toBe(input);
      await userEvent.setup().type(input, typed.replace(/\D/g, ''));
      expect(input.value).toBe(typed);
    },
  );

  it('is typed and corrected from the keyboard: letters dropped, Backspace through a separator', async () => {
    const input = await renderIn('ru');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.keyboard('3a1x12');
    expect(input.value).toBe('31.12');
    await user.keyboard('{Backspace}{Backspace}');
    expect(input.value).toBe('31');
    await user.keyboard('011990');
    expect(input.value).toBe('31.01.1990');
  });

  it('keeps the form’s own hint beside the format, and gives way to an error', async () => {
    await renderIn('ru', { hint: 'В этот день курс продолжится' });
    expect(
      screen.getByRole('textbox', {
        description: 'В этот день курс продолжится. Формат: ДД.ММ.ГГГГ',
      }),
    ).toBeTruthy();
  });

  it('marks itself invalid with the error as its description', async () => {
    const input = await renderIn('ru', { error: 'Такой даты не существует' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Такой даты не существует' })).toBe(input);
  });
});
