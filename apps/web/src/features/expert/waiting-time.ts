import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@platform/domain/constants/time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long someone has waited, in the largest whole unit: under a minute, minutes up to an
 * hour, hours up to a day, then days. */
export type Waited =
  | { unit: 'lessThanMinute' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number };

export function waitedSince(sinceMs: number, nowMs: number): Waited {
  const waited = Math.max(0, nowMs - sinceMs);
  if (waited < MINUTE_MS) return { unit: 'lessThanMinute' };
  if (waited < HOUR_MS) return { unit: 'minutes', count: Math.floor(waited / MINUTE_MS) };
  if (waited < DAY_MS) return { unit: 'hours', count: Math.floor(waited / HOUR_MS) };
  return { unit: 'days', count: Math.floor(waited / DAY_MS) };
}

/** The current time, again every minute: the waiting times shown move on while the desk is
 * open. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "45 минут", "2 hours", "3 días": the time since a server instant (seconds), in the active
 * language's plural forms. */
export function useWaitedText(): (sinceSeconds: number) => string {
  const { t } = useTranslation();
  const now = useNow();
  return (sinceSeconds) => {
    const waited = waitedSince(sinceSeconds * SECOND_MS, now);
    return waited.unit === 'lessThanMinute'
      ? t('expert.waited.lessThanMinute')
      : t(`expert.waited.${waited.unit}`, { count: waited.count });
  };
}
