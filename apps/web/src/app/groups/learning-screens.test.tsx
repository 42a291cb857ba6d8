import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { telemetry } from '../../shared/analytics/telemetry';
import { ApiError } from '../../shared/api/api-error';
import { buildBanner } from '../../shared/banners/test-fixtures';
import { jsonResponse } from '../../test/factories';
import { type ApiCall, fakeApi } from '../../test/fake-api';
import { buildStream } from '../../test/learning-fixtures';
import { renderRoutes } from '../../test/render';
import { setViewportWidth, VIEWPORTS } from '../../test/viewport';
import { screens } from './learning-screens';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setViewportWidth(VIEWPORTS.desktop);
});

const desktopOnly = buildBanner(1, { platforms: ['desktop'], title: 'Для компьютера' });
const phoneOnly = buildBanner(2, { platforms: ['mobile'], title: 'Для телефона' });
const newFeature = buildBanner(3, { placements: ['mainPage'], title: 'Новое: чаты' });

function homeApi(newFeatures: (call: ApiCall) => Response | Promise<Response>) {
  return fakeApi({
    'GET /user-course-streams': () => jsonResponse([buildStream({ status: 'not_started' })]),
    'GET /banners': () => jsonResponse([desktopOnly, phoneOnly]),
    'GET /banner/new-features': newFeatures,
    'GET /streak': () => jsonResponse({ days: 0, studiedToday: false, forgivenDates: [] }),
  });
}

/** A window whose width the test changes, telling the media queries' listeners as a browser
 * does (happy-dom's own viewport tells them nothing after the first render). */
function resizableWindow(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      media: query,
      get matches() {
        return current >= min;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return (to: number) => {
    current = to;
    for (const listener of listeners) listener();
  };
}

describe('home with its banners', () => {
  it.each([
    [VIEWPORTS.mobile, 'Для телефона', 'Для компьютера', '20001'],
    [VIEWPORTS.desktop, 'Для компьютера', 'Для телефона', '10001'],
  ])(
    'at %i px shows the top banners of its platform and the new features of its main page',
    async (width, shown, hidden, code) => {
      setViewportWidth(width);
      const api = homeApi(() => jsonResponse([newFeature]));
      await renderRoutes([{ path: '/', element: <screens.home /> }]);
      await screen.findByRole('heading', { level: 1, name: 'Главная' });
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(await screen.findByText('Новое: чаты')).toBeTruthy();
      expect(screen.queryByText(hidden)).toBeNull();
      const asked = api.calls.find((call) => call.path === '/banner/new-features');
      expect(asked?.url.searchParams.get('position')).toBe(code);
    },
  );

  it('stays on screen when the window crosses a breakpoint, the other layout’s new features arriving in place', async () => {
    let narrowAsked = false;
    let answerNarrow: (response: Response) => void = () => {};
    homeApi(({ url }) =>
      url.searchParams.get('position') === '20001'
        ? new Promise<Response>((resolve) => {
            narrowAsked = true;
            answerNarrow = resolve;
          })
        : jsonResponse([newFeature]),
    );
    const resizeTo = resizableWindow(VIEWPORTS.desktop);
    await renderRoutes([{ path: '/', element: <screens.home /> }]);
    expect(await screen.findByText('Новое: чаты')).toBeTruthy();

    act(() => resizeTo(VIEWPORTS.mobile));
    await waitFor(() => expect(narrowAsked).toBe(true));
    // Home is not taken back to its loading state while the narrow slot's call is out.
    expect(screen.getByRole('heading', { level: 1, name: 'Главная' })).toBeTruthy();
    expect(screen.getByText('Новое: чаты')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => answerNarrow(jsonResponse([{ ...newFeature, title: 'Новое: напоминания' }])));
    expect(await screen.findByText('Новое: напоминания')).toBeTruthy();
  });

  it('ignores a failure of the new features, but logs it: the rest of home shows', async () => {
    const report = vi.spyOn(telemetry, 'reportError').mockImplementation(() => {});
    homeApi(() => jsonResponse({ message: 'down' }, { status: 500 }));
    await renderRoutes([{ path: '/', element: <screens.home /> }]);
    expect(await screen.findByText('Для компьютера')).toBeTruthy();
    expect(screen.queryByText('Новое: чаты')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Spec section 5: the call's failure is logged and ignored.
    expect(report).toHaveBeenCalledOnce();
    const [error] = report.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500 });
    expect((error as ApiError).url).toContain('/banner/new-features');
  });
});
