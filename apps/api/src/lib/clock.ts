/** The time source; tests move it forward to expire codes and sessions. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
export const addSeconds = (date: Date, seconds: number): Date =>
  new Date(date.getTime() + seconds * 1000);
