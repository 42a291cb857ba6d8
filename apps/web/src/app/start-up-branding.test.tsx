import type { ThemeColours } from '@platform/domain/brand-theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBrandConfig, buildDomainConfiguration, jsonResponse } from '../test/factories';
import { StartUp } from './start-up';

const COLOURS: ThemeColours = {
  primary: '#0f766e',
  primaryHover: '#115e59',
  onPrimary: '#ffffff',
  bg: '#ffffff',
  surface: '#eff7f5',
  text: '#10201e',
  textMuted: '#45605b',
  border: '#cfe3de',
  borderStrong: '#769893',
  focus: '#0f766e',
};

const domain = buildDomainConfiguration({
  title: 'Potok',
  favicon: '/spa/brand-assets/web/favicon.svg',
  frontendSettings: {
    ...buildDomainConfiguration().frontendSettings,
    spa_header_logo: '/spa/brand-assets/web/logo.svg',
    spa_theme_colors: COLOURS,
  },
});

const ANSWERS: Record<string, unknown> = {
  '/spa/api/v1/domain-configuration': domain,
  '/spa/api/v1/external-application-config': { config: buildBrandConfig(), version: 13 },
  '/spa/api/v1/cookie': { isEnabled: true, items: [] },
};

beforeEach(() => {
  document.head.innerHTML =
    '<meta name="theme-color" content="#1d4ed8"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml">';
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      const data = ANSWERS[String(url).split('?')[0] ?? ''];
      if (!data) throw new Error(`unexpected request ${url}`);
      return jsonResponse({ success: true, data, errors: {} });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('the brand on the page (issue 14: white-label)', () => {
  it('takes its colours, toolbar colour and favicon from the domain configuration', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <StartUp>
          <p>the app</p>
        </StartUp>
      </QueryClientProvider>,
    );
    await screen.findByText('the app');
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--color-on-primary')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--color-surface')).toBe('#eff7f5');
    expect(getComputedStyle(root).getPropertyValue('--color-text')).toBe('#10201e');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      '#0f766e',
    );
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/spa/brand-assets/web/favicon.svg',
    );
  });
});
