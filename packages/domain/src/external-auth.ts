import {
  EXTERNAL_AUTH_ORDER,
  EXTERNAL_AUTH_SOURCES,
  type ExternalAuthSource,
  type Platform,
  toExternalAuthErrorCode,
} from './constants/external-auth';
import type { Message } from './message';

export function isExternalAuthSource(value: unknown): value is ExternalAuthSource {
  return EXTERNAL_AUTH_SOURCES.some((source) => source === value);
}

/** Sorts linked accounts or provider buttons into the platform's display order. */
export function sortByAuthOrder<T extends { source: ExternalAuthSource }>(
  items: readonly T[],
  platform: Platform,
): T[] {
  const order = EXTERNAL_AUTH_ORDER[platform];
  return [...items].sort((a, b) => order.indexOf(a.source) - order.indexOf(b.source));
}

/** Takes the raw errorCode query parameter; unknown codes get the unknown_error text. */
export function externalAuthErrorMessage(code: unknown): Message {
  return { key: `externalAuth.errors.${toExternalAuthErrorCode(code)}` };
}
