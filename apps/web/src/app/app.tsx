import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { telemetry } from '../shared/analytics/telemetry';
import { listenForGlobalLogout } from './global-logout';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { StartUp } from './start-up';

// Load-time errors count too (spec 000 section 1): listen before anything else runs.
telemetry.reportUncaughtErrors();
const queryClient = createQueryClient();
// Created at once: the first screen's chunk downloads while the configuration loads.
const router = createAppRouter();
listenForGlobalLogout(queryClient, router);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <StartUp>
        <RouterProvider router={router} />
      </StartUp>
    </QueryClientProvider>
  );
}
