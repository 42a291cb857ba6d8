import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/api-error';

/** A 4xx answer will not change by asking again; server and network failures may. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
