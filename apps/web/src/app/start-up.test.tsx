import { DEFAULT_LANGUAGE } from '@platform/domain/constants/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../shared/api/http-client';
import { buildBrandConfig, buildDomainConfiguration, jsonResponse } from '../test/factories';
import { StartUp, startLoadingSteps } from './start-up';

const fetchMock = vi.fn<typeof fetch>();

function answers(byPath: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0] ?? '';
    const answer = byPath[path];
    if (!answer) throw new Error(`unexpected request ${url}`);
    return answer();
  });
}

/** A screen of the app, in the language the start chose. */
function App() {
  const { t, i18n } = useTranslation();
  return <p lang={i18n.language}>the app: {t('app.notFound.title')}</p>;
}

function renderStartUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StartUp>
        <App />
      </StartUp>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  configureApi({ language: DEFAULT_LANGUAGE });
});

describe('application start (spec section 4)', () => {
  it('waits for the configuration, then speaks the domain’s default language', async () => {
    const domain = buildDomainConfiguration({ default_language: 'es' });
    answers({
      '/spa/api/v1/domain-configuration': () =>
        jsonResponse({ success: true, data: domain, errors: {} }),
      '/spa/api/v1/external-application-config': () =>
        jsonResponse({
          success: true,
          data: { config: buildBrandConfig(), version: 13 },
          errors: {},
        }),
      '/spa/api/v1/cookie': () =>
        jsonResponse({ success: true, data: { isEnabled: true, items: [] }, errors: {} }),
    });
    renderStartUp();
    expect(screen.queryByText(/the app/)).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    const app = await screen.findByText('the app: Página no encontrada');
    expect(app.lang).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Signed out: no user call. The cookie banner's settings come in the chosen language.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/spa/api/v1/domain-configuration?lang=ru',
      '/spa/api/v1/external-application-config?lang=ru',
      '/spa/api/v1/cookie?lang=es',
    ]);
  });

  it('shows the configuration error dialog when the configuration does not load', async () => {
    answers({
      '/spa/api/v1/domain-configuration': () => jsonResponse({ success: false }, { status: 500 }),
      '/spa/api/v1/external-application-config': () =>
        jsonResponse({ success: false }, { status: 500 }),
    });
    renderStartUp();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Ошибка');
    expect(dialog.textContent).toContain('Не удалось загрузить конфигурацию приложения');
    expect(screen.queryByText(/the app/)).toBeNull();
  });

  it('asks the configuration and the cookie banner’s settings in the likely language at once', async () => {
    window.localStorage.setItem('learning-platform.lang', 'en');
    answers({
      '/spa/api/v1/domain-configuration': () => jsonResponse({ success: false }, { status: 500 }),
      '/spa/api/v1/external-application-config': () =>
        jsonResponse({ success: false }, { status: 500 }),
      '/spa/api/v1/cookie': () => jsonResponse({ success: false }, { status: 500 }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const step of startLoadingSteps(client)) step();
    // Before React renders and before the configuration answers.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/spa/api/v1/domain-configuration?lang=en',
      '/spa/api/v1/external-application-config?lang=en',
      '/spa/api/v1/cookie?lang=en',
    ]);
  });
});
