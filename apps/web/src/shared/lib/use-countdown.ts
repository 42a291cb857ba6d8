import { SECOND_MS } from '@platform/domain/constants/time';
import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds to 0: a code's resend (spec section 4), the chat's messageDelay.
 * It counts against a deadline rather than the number of ticks, so a tab whose timers the
 * browser slowed down still shows the true time left.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadline) clearInterval(timer);
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const from = Date.now();
    setNow(from);
    setDeadline(from + seconds * SECOND_MS);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
  return { secondsLeft, start };
}

export type Countdown = ReturnType<typeof useCountdown>;
