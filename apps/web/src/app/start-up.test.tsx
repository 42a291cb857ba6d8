import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBrandConfig, buildDomainConfiguration, jsonResponse } from '../test/factories';
import { StartUp } from './start-up';

const fetchMock = vi.fn<typeof fetch>();

function answers(byPath: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url).split('?')[0] ?? '';
    const answer = byPath[path];
    if (!answer) throw new Error(`unexpected request ${url}`);
    return answer();
  });
}

function renderStartUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StartUp>
        <p>the app</p>
      </StartUp>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
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
    });
    renderStartUp();
    expect(screen.queryByText('the app')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('the app')).toBeTruthy();
    expect(i18next.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Signed out: no user call; every later call names the domain's brand.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the configuration error dialog when the configuration does not load', async () => {
    answers({
      '/spa/api/v1/domain-configuration': () => jsonResponse({ success: false }, { status: 500 }),
      '/spa/api/v1/external-application-config': () =>
        jsonResponse({ success: false }, { status: 500 }),
    });
    renderStartUp();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(i18next.t('app.startup.configErrorTitle'));
    expect(dialog.textContent).toContain('Не удалось загрузить конфигурацию приложения');
    expect(screen.queryByText('the app')).toBeNull();
  });
});
