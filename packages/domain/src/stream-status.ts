import type { Message } from './message';
import { daysLeft } from './plural';

export const STREAM_STATUSES = ['not_started', 'started', 'ended', 'freeze', 'stopped'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

/** userCourseStreamFreeze.status as the server sends it. */
export const FREEZE_STATUS = { created: 0, active: 1, canceled: 2 } as const;
export type FreezeStatusCode = (typeof FREEZE_STATUS)[keyof typeof FREEZE_STATUS];
/** ...and as the wire names it. */
export type FreezeStatusName = 'Created' | 'Active' | 'Canceled';
export const FREEZE_STATUS_NAMES: Readonly<Record<FreezeStatusCode, FreezeStatusName>> = {
  0: 'Created',
  1: 'Active',
  2: 'Canceled',
};
const FREEZE_STATUS_OF_NAME: Readonly<Record<FreezeStatusName, FreezeStatusCode>> = {
  Created: FREEZE_STATUS.created,
  Active: FREEZE_STATUS.active,
  Canceled: FREEZE_STATUS.canceled,
};

export function freezeStatusOfName(name: FreezeStatusName): FreezeStatusCode {
  return FREEZE_STATUS_OF_NAME[name];
}

/** A freeze that is not canceled is Active once its start has come, Created before. */
export function freezeStatusAt(
  freeze: { status: FreezeStatusCode; startDate: number },
  now: number,
): FreezeStatusCode {
  if (freeze.status === FREEZE_STATUS.canceled) return FREEZE_STATUS.canceled;
  return freeze.startDate <= now ? FREEZE_STATUS.active : FREEZE_STATUS.created;
}

export interface StreamFreeze {
  status: FreezeStatusCode;
  startDate: number;
  endDate: number;
}

/** A freeze holds the stream from its start (inclusive) to its end (exclusive) unless canceled. */
export function isFreezeInEffect(freeze: StreamFreeze | null, now: number): boolean {
  return (
    freeze !== null &&
    freeze.status !== FREEZE_STATUS.canceled &&
    freeze.startDate <= now &&
    now < freeze.endDate
  );
}

export interface StreamStatusInput {
  startDate: number;
  endDate: number;
  isOptionalPurchase: boolean;
  freeze: StreamFreeze | null;
  /** An active subscription covers the stream's course. */
  hasCoveringSubscription: boolean;
}

/**
 * Optional-purchase streams live as long as a subscription covers them, so their end date does
 * not end them: without the subscription they are stopped.
 */
export function deriveStreamStatus(stream: StreamStatusInput, now: number): StreamStatus {
  if (isFreezeInEffect(stream.freeze, now)) return 'freeze';
  if (now < stream.startDate) return 'not_started';
  if (stream.isOptionalPurchase) return stream.hasCoveringSubscription ? 'started' : 'stopped';
  return now < stream.endDate ? 'started' : 'ended';
}

export type StreamStatusMessage =
  | { kind: 'startsIn'; days: number }
  | { kind: 'frozenUntil'; date: number }
  | { kind: 'stoppedOn'; date: number }
  | { kind: 'endedOn'; date: number }
  | { kind: 'daysLeft'; days: number };

export interface StreamStatusMessageInput {
  status: StreamStatus;
  startDate: number;
  endDate: number;
  freeze: StreamFreeze | null;
  /** message_expires_date: when access ends, if earlier than or instead of the course end. */
  accessEndsAt: number | null;
  stoppedAt: number | null;
}

/** What the stream card says about its status; day counts count a started day as a whole one. */
export function streamStatusMessage(
  input: StreamStatusMessageInput,
  now: number,
): StreamStatusMessage {
  const { status, freeze } = input;
  if (status === 'not_started') return { kind: 'startsIn', days: daysLeft(now, input.startDate) };
  if (status === 'freeze' && freeze !== null && isFreezeInEffect(freeze, now)) {
    return { kind: 'frozenUntil', date: freeze.endDate };
  }
  if (status === 'stopped') return { kind: 'stoppedOn', date: input.stoppedAt ?? now };
  if (status === 'ended') return { kind: 'endedOn', date: input.endDate };
  return { kind: 'daysLeft', days: daysLeft(now, input.accessEndsAt ?? input.endDate) };
}

/**
 * The message as an i18next key: day counts use plural keys (count), dates are formatted by the
 * caller in the reader's language.
 */
export function streamStatusText(
  message: StreamStatusMessage,
  formatDate: (epochMs: number) => string,
): Message {
  const key = `learning.streamStatusMessage.${message.kind}`;
  return 'days' in message
    ? { key, params: { count: message.days } }
    : { key, params: { date: formatDate(message.date) } };
}

export function streamStatusName(status: StreamStatus): Message {
  return { key: `learning.streamStatus.${status}` };
}

/** Chats are listed by their stream's status: open streams first, ended ones last. */
export const CHAT_STREAM_STATUS_ORDER: readonly StreamStatus[] = [
  'started',
  'not_started',
  'freeze',
  'stopped',
  'ended',
];

export function compareByStreamStatus(a: StreamStatus, b: StreamStatus): number {
  return CHAT_STREAM_STATUS_ORDER.indexOf(a) - CHAT_STREAM_STATUS_ORDER.indexOf(b);
}
