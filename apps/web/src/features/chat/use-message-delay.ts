import { SECOND_MS } from '@platform/domain/constants/time';
import { useCallback, useEffect, useState } from 'react';

/**
 * The brand's messageDelay between two of the learner's messages, counted down on screen: held
 * after each sent message, and for the server's Retry-After when it refused one as too soon.
 */
export function useMessageDelay() {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [until]);

  const hold = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(seconds > 0 ? time + seconds * SECOND_MS : null);
  }, []);

  return {
    /** Whole seconds before the next message may go, 0 when it may. */
    remaining: until === null ? 0 : Math.max(0, Math.ceil((until - now) / SECOND_MS)),
    hold,
  };
}

export type MessageDelay = ReturnType<typeof useMessageDelay>;
