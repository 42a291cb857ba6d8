import { DAY_MS } from './constants/time';
import { type DemoStream, isDemoRestricted } from './demo-access';
import type { Message } from './message';
import { FREEZE_STATUS, type StreamFreeze, type StreamStatus } from './stream-status';

/** The longest freeze a learner can ask for at once. */
export const FREEZE_MAX_DAYS = 30;

export const FREEZE_ERROR_CODES = [
  'startInPast',
  'endBeforeStart',
  'tooLong',
  'overlapping',
  'nothingToCancel',
  'streamNotStarted',
  'streamEnded',
  'streamStopped',
  'streamDemo',
] as const;
export type FreezeErrorCode = (typeof FREEZE_ERROR_CODES)[number];

/** Streams in these states cannot be frozen, each with its own reason. */
const UNFREEZABLE: Partial<Record<StreamStatus, FreezeErrorCode>> = {
  not_started: 'streamNotStarted',
  ended: 'streamEnded',
  stopped: 'streamStopped',
};

/**
 * A new freeze [startDate, endDate) of a stream, both the start of a day in the learner's time
 * zone: it starts today or later ("today" began less than a day ago in every time zone), ends
 * after it starts (non-numbers fail too), the stream is running and not a restricted demo (a
 * demo is bought, not held), it does not overlap a freeze that is not canceled, and it lasts at
 * most FREEZE_MAX_DAYS.
 */
export function freezeRequestProblem(
  request: { startDate: number; endDate: number },
  stream: DemoStream & { status: StreamStatus; freezes: readonly StreamFreeze[] },
  now: number,
): FreezeErrorCode | null {
  if (request.startDate < now - DAY_MS) return 'startInPast';
  if (!(request.endDate > request.startDate)) return 'endBeforeStart';
  const unfreezable = UNFREEZABLE[stream.status];
  if (unfreezable) return unfreezable;
  if (isDemoRestricted(stream)) return 'streamDemo';
  const overlaps = stream.freezes.some(
    (freeze) =>
      freeze.status !== FREEZE_STATUS.canceled &&
      freeze.startDate < request.endDate &&
      request.startDate < freeze.endDate,
  );
  if (overlaps) return 'overlapping';
  return request.endDate - request.startDate > FREEZE_MAX_DAYS * DAY_MS ? 'tooLong' : null;
}

/** The form field a problem belongs to, as the freeze call names it; null for a problem of the
 * stream itself. */
export function freezeErrorField(code: FreezeErrorCode): 'start_date' | 'end_date' | null {
  if (code === 'startInPast' || code === 'overlapping') return 'start_date';
  if (code === 'endBeforeStart' || code === 'tooLong') return 'end_date';
  return null;
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
  const key = `learning.freezeErrors.${code}`;
  return code === 'tooLong' ? { key, params: { max: FREEZE_MAX_DAYS } } : { key };
}
