import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { navigationHistory } from '../shared/navigation/navigation-history';

/** Not on any screen's critical path: downloaded once the first screen has painted. */
const CookieBanner = lazy(() =>
  import('../features/cookies/components/cookie-banner').then((module) => ({
    default: module.CookieBanner,
  })),
);

/** Keeps the navigation history: one entry per distinct full path; hosts the cookie banner. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  useEffect(() => {
    navigationHistory.push(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return (
    <>
      <Outlet />
      {painted ? (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      ) : null}
    </>
  );
}
