import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { navigationHistory } from '../shared/navigation/navigation-history';

/** Keeps the navigation history: one entry per distinct full path. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    navigationHistory.push(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <Outlet />;
}
