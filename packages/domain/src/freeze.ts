import type { Message } from './message';
import { FREEZE_STATUS, type StreamFreeze, type StreamStatus } from './stream-status';

export const FREEZE_ERROR_CODES = [
  'endBeforeStart',
  'overlapping',
  'nothingToCancel',
  'streamNotStarted',
  'streamEnded',
  'streamStopped',
] as const;
export type FreezeErrorCode = (typeof FREEZE_ERROR_CODES)[number];

/** Streams in these states cannot be frozen, each with its own reason. */
const UNFREEZABLE: Partial<Record<StreamStatus, FreezeErrorCode>> = {
  not_started: 'streamNotStarted',
  ended: 'streamEnded',
  stopped: 'streamStopped',
};

/**
 * A new freeze [startDate, endDate) of a stream: it must end after it starts (non-numbers fail
 * too), the stream must be running, and it must not overlap a freeze that is not canceled.
 */
export function freezeRequestProblem(
  request: { startDate: number; endDate: number },
  stream: { status: StreamStatus; freezes: readonly StreamFreeze[] },
): FreezeErrorCode | null {
  if (!(request.endDate > request.startDate)) return 'endBeforeStart';
  const unfreezable = UNFREEZABLE[stream.status];
  if (unfreezable) return unfreezable;
  const overlaps = stream.freezes.some(
    (freeze) =>
      freeze.status !== FREEZE_STATUS.canceled &&
      freeze.startDate < request.endDate &&
      request.startDate < freeze.endDate,
  );
  return overlaps ? 'overlapping' : null;
}

/** Only a freeze that is not canceled and not yet over can be canceled (unfrozen). */
export function freezeCancelProblem(
  freeze: StreamFreeze | null,
  now: number,
): 'nothingToCancel' | null {
  const cancelable =
    freeze !== null && freeze.status !== FREEZE_STATUS.canceled && now < freeze.endDate;
  return cancelable ? null : 'nothingToCancel';
}

export function freezeErrorMessage(code: FreezeErrorCode): Message {
  return { key: `learning.freezeErrors.${code}` };
}
