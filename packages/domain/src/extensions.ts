import { DAYS_SHOW_WARNING_FALLBACK } from './constants/brand';
import { daysLeft } from './plural';

/**
 * The days before a running stream's end when the brand's daysShowWarning says to offer an
 * extension (spec: 3 or 30 by brand, 3 when the configuration has none); null when it is not
 * time yet or access has already ended.
 */
export function extendWarningDays(
  endMs: number,
  nowMs: number,
  daysShowWarning: number | null | undefined,
): number | null {
  if (endMs <= nowMs) return null;
  const days = daysLeft(nowMs, endMs);
  return days <= (daysShowWarning ?? DAYS_SHOW_WARNING_FALLBACK) ? days : null;
}
