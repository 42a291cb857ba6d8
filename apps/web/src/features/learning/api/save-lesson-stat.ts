import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import type { SaveLessonStatBody } from '@platform/contracts/streams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { NetworkError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/http-client';
import { useBrandConfig } from '../../../shared/config/brand-config';
import { statOutbox } from '../../../shared/offline/stat-outbox';
import { learningKeys } from '../learning-keys';
import { dayProgressRoot } from './get-day-progress';

export type LessonStatBody = z.infer<typeof SaveLessonStatBody>;

/**
 * POST /save-lesson-stat, given up after `timeoutMs`. The timeout aborts with a TimeoutError,
 * which error reporting keeps (a plain abort it ignores). keepalive lets the save outlive the
 * page when it is sent as the tab closes. Offline (the server not reached) the statistic waits
 * in the outbox, sent when the network returns (shared/offline/offline-sync.tsx).
 */
export async function saveLessonStat(body: LessonStatBody, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The statistic was not saved in time', 'TimeoutError')),
    timeoutMs,
  );
  try {
    await call(
      streamEndpoints.saveLessonStat,
      { body },
      {
        signal: controller.signal,
        send: (url, init) => fetch(url, { ...init, keepalive: true }),
      },
    );
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    statOutbox.add(body);
  } finally {
    clearTimeout(timer);
  }
}

/** A saved statistic changes the stream's lesson stats and the day's progress. */
export function useSaveLessonStat(streamId: number) {
  const queryClient = useQueryClient();
  const { saveTimeoutMs } = useBrandConfig().statistic;
  return useMutation({
    mutationFn: (body: LessonStatBody) => saveLessonStat(body, saveTimeoutMs),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.streamStatus(streamId) }),
        queryClient.invalidateQueries({ queryKey: dayProgressRoot(streamId) }),
      ]),
  });
}
