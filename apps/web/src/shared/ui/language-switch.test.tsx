import { storageName } from '@platform/domain/constants/cookies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDomainConfiguration } from '../../test/factories';
import { renderRoutes, startedQueryClient } from '../../test/render';
import { activateLanguage } from '../i18n/language';
import { LanguageSwitch } from './language-switch';

const ALL_LANGUAGES = buildDomainConfiguration({
  languages: [
    { code: 'ru', detector_code: 'ru-RU' },
    { code: 'en', detector_code: 'en-US' },
    { code: 'es', detector_code: 'es-ES' },
  ],
});

function renderSwitch(domain = ALL_LANGUAGES) {
  return renderRoutes([{ path: '/', element: <LanguageSwitch /> }], {
    client: startedQueryClient({ domain }),
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('ru');
});

describe('language switch (spec 000 section 4)', () => {
  it('offers the domain’s languages under their native names', async () => {
    await renderSwitch();
    const select = screen.getByLabelText(i18next.t('common.language.label'));
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Русский',
      'English',
      'Español',
    ]);
    expect((select as HTMLSelectElement).value).toBe('ru');
  });

  it('switches the language, keeps it, and asks whether to reload; No keeps the page', async () => {
    const user = userEvent.setup();
    await renderSwitch();
    await user.selectOptions(screen.getByLabelText(i18next.t('common.language.label')), 'en');
    const prompt = await screen.findByRole('alertdialog', { name: 'Reload the page?' });
    expect(i18next.language).toBe('en');
    expect(window.localStorage.getItem(storageName('lang'))).toBe('en');
    expect(document.cookie).toContain(`${storageName('lang')}=en`);
    expect(prompt).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.sessionStorage.getItem(storageName('lang_reloaded'))).toBeNull();
  });

  it('reloads with the lang_reloaded marker on Yes', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const user = userEvent.setup();
    await renderSwitch();
    await user.selectOptions(screen.getByLabelText(i18next.t('common.language.label')), 'es');
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(storageName('lang_reloaded'))).toBe('1');
  });

  it('is not there when the domain speaks one language', async () => {
    const { container } = await renderSwitch(
      buildDomainConfiguration({ languages: [{ code: 'ru', detector_code: 'ru-RU' }] }),
    );
    expect(container.innerHTML).toBe('');
  });
});
