import { useCallback, useEffect, useRef } from 'react';
import type { UserDayStatusAnswer } from '../api/change-day-status';

/**
 * The started day's status id for lesson statistics: the known one, else the day is started
 * (once, however many lessons ask at the same time). A start that fails answers null; the
 * start's own error is shown by whoever shows the start mutation.
 */
export function useDayStarter(
  knownId: number | null,
  start: () => Promise<UserDayStatusAnswer>,
): () => Promise<number | null> {
  const latest = useRef({ knownId, start });
  const pending = useRef<Promise<number | null> | null>(null);
  useEffect(() => {
    latest.current = { knownId, start };
  });
  return useCallback(() => {
    const { knownId: id, start: startDay } = latest.current;
    if (id !== null) return Promise.resolve(id);
    pending.current ??= startDay().then(
      (dayStatus) => dayStatus.id,
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, []);
}
