import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { activateLanguage, loadScreenTexts, textsEngine } from './language';
import { TextsProvider } from './texts-provider';

/** One text of the first screen and one of a later screen. */
function Probe() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('auth.login.title')}</h1>
      <p>{t('shell.header.menu')}</p>
    </>
  );
}

describe('the texts engine', () => {
  it('renders the sign-in page without i18next, and brings it in with the next screen’s texts', async () => {
    await activateLanguage('ru');
    render(
      <TextsProvider>
        <Probe />
      </TextsProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Вход');
    expect(i18next.isInitialized).toBeFalsy();

    await act(() => loadScreenTexts());
    expect(await screen.findByText('Меню')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Вход');
    expect(textsEngine.current()).toBe(i18next);
    expect(i18next.language).toBe('ru');
  });

  it('switches i18next to another language with every part asked for so far', async () => {
    await loadScreenTexts();
    await activateLanguage('en');
    render(
      <TextsProvider>
        <Probe />
      </TextsProvider>,
    );
    expect(await screen.findByText('Menu')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });
});
