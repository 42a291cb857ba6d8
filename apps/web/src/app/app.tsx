import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { telemetry } from '../shared/analytics/telemetry';
import { firstScreenPrefetches } from './first-screen-data';
import { listenForGlobalLogout } from './global-logout';
import { createQueryClient } from './query-client';
import { AppRoutes, screenAt, screenPreloads } from './router';
import { StartUp, startLoadingSteps } from './start-up';

// Load-time errors count too (spec 000 section 1): listen before anything else runs.
telemetry.reportUncaughtErrors();
const queryClient = createQueryClient();
// The configuration's calls, the first screen's chunks and texts and, with a kept session, its
// data start at once, not when React's renders come to ask for them. Each step is a task of its
// own, in this order: the entry's evaluation is already a long task, and the page answers no
// input during one (Lighthouse's blocking time sums each task's excess over 50 ms).
const firstPathname = window.location.pathname;
setTimeout(() => {
  const steps = [
    ...startLoadingSteps(queryClient),
    ...screenPreloads(firstPathname),
    ...firstScreenPrefetches(queryClient, screenAt(firstPathname)),
  ];
  for (const step of steps) setTimeout(step);
});

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
