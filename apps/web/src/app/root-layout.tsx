import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { withTexts } from '../shared/i18n/language';
import { navigationHistory } from '../shared/navigation/navigation-history';

/** Not on any screen's critical path: downloaded once the browser is idle after the first
 * screen, so that it does not compete with what the first interaction needs. */
const CookieBanner = lazy(() =>
  withTexts(['cookies'], import('../features/cookies/components/cookie-banner')).then((module) => ({
    default: module.CookieBanner,
  })),
);
/** The banner still shows within this long when the page never idles. */
const BANNER_IDLE_TIMEOUT_MS = 2000;

/** Calls `run` when the browser is idle (Safari lacks requestIdleCallback: a timer instead). */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: BANNER_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, BANNER_IDLE_TIMEOUT_MS / 2);
  return () => clearTimeout(handle);
}

/** Keeps the navigation history: one entry per distinct full path; hosts the cookie banner. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    navigationHistory.push(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return (
    <>
      <Outlet />
      {idle ? (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      ) : null}
    </>
  );
}
