import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../features/cookies/components/cookie-banner';
import { navigationHistory } from '../shared/navigation/navigation-history';

/** Keeps the navigation history: one entry per distinct full path; hosts the cookie banner. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    navigationHistory.push(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return (
    <>
      <Outlet />
      {/* Part of the entry: it shows on every route, and a first visit's largest text is its
       * own, so it paints with the first screen (its settings dialog waits for a click). */}
      <CookieBanner />
    </>
  );
}
