import { SECOND_MS } from '@platform/domain/constants/time';

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a native date input's day ('2025-05-10') in the user's time zone, in ms; null
 * for an empty or malformed value. */
export function dayStartOf(value: string): number | null {
  const match = DATE_INPUT.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/** A ms instant as the freeze call's seconds. */
export function toSeconds(epochMs: number): number {
  return Math.floor(epochMs / SECOND_MS);
}
