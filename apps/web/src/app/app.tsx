import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { telemetry } from '../shared/analytics/telemetry';
import { prefetchFirstScreen } from './first-screen-data';
import { listenForGlobalLogout } from './global-logout';
import { createQueryClient } from './query-client';
import { AppRoutes, preloadScreen, screenAt } from './router';
import { StartUp, startLoading } from './start-up';

// Load-time errors count too (spec 000 section 1): listen before anything else runs.
telemetry.reportUncaughtErrors();
const queryClient = createQueryClient();
// The configuration, the first screen's chunks and its texts download together, before React
// first renders; with a kept session, so does the first screen's data.
startLoading(queryClient);
preloadScreen(window.location.pathname);
prefetchFirstScreen(queryClient, screenAt(window.location.pathname));

/** The global logout listener, with the router's current location and navigation. Mounted
 * before the start-up's calls answer, so that a token already revoked is handled too. */
function GlobalLogout({ client }: { client: QueryClient }) {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location, navigate });
  useLayoutEffect(() => {
    latest.current = { location, navigate };
  });
  useEffect(
    () =>
      listenForGlobalLogout(client, {
        get state() {
          return { location: latest.current.location };
        },
        navigate: (to, options) => latest.current.navigate(to, options),
      }),
    [client],
  );
  return null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <GlobalLogout client={queryClient} />
        <StartUp>
          <AppRoutes />
        </StartUp>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
