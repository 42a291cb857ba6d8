import { type UnixSeconds, unixSeconds } from '@platform/contracts/time';

/** The time source; tests move it forward to expire codes and sessions. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** An instant as the wire's seconds. */
export const toSeconds = (date: Date): UnixSeconds => unixSeconds(date);
export const addSeconds = (date: Date, seconds: number): Date =>
  new Date(date.getTime() + seconds * 1000);
