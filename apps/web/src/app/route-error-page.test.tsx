import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../test/render';
import { RouteErrorBoundary } from './route-error-page';

function Broken(): never {
  throw new Error('the screen broke');
}

function Tree() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary location={pathname}>
      <Routes>
        <Route path="/broken" element={<Broken />} />
        <Route path="/fine" element={<p>fine</p>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('the route error page', () => {
  it('replaces a screen that threw and goes away on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = await renderInRouter(<Tree />, { path: '/broken' });
    expect(screen.getByRole('alert').textContent).toBe(i18next.t('app.routeError.text'));
    expect(screen.getByRole('button', { name: i18next.t('app.routeError.reload') })).toBeTruthy();
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.restoreAllMocks();
  });
});
