import { z } from 'zod';

/**
 * Units of time on the wire, one per kind of field (spec 001 sections 3 and 9): instants are
 * seconds since the epoch ("server timestamps are seconds"), except the instants the spec gives
 * in ms (a stream's and a freeze's dates); durations are ms where the spec says ms
 * (`finish_total_time`, a video's `duration`, the brand's statistic timings) and seconds
 * otherwise. The brands make a presenter say which it writes: a plain number, or ms where
 * seconds belong, does not type-check. They exist only in the types; the JSON is a number.
 */

/** An instant in whole seconds since the epoch. */
export const UnixSeconds = z.number().int().brand<'UnixSeconds'>();
export type UnixSeconds = z.infer<typeof UnixSeconds>;

/** An instant in milliseconds since the epoch. */
export const UnixMilliseconds = z.number().int().brand<'UnixMilliseconds'>();
export type UnixMilliseconds = z.infer<typeof UnixMilliseconds>;

/** A duration in whole seconds. */
export const Seconds = z.number().int().nonnegative().brand<'Seconds'>();
export type Seconds = z.infer<typeof Seconds>;

/** A duration in milliseconds. */
export const Milliseconds = z.number().int().nonnegative().brand<'Milliseconds'>();
export type Milliseconds = z.infer<typeof Milliseconds>;

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000) as UnixSeconds;
export const unixMilliseconds = (date: Date) => date.getTime() as UnixMilliseconds;
export const seconds = (value: number) => value as Seconds;
export const milliseconds = (value: number) => value as Milliseconds;

/** A wire type whose time fields are plain numbers: the type of a JSON literal of it, such as a
 * test's fixture. `asWire` gives it the branded type, as the HTTP client does with an answer. */
export type Unbranded<T> = T extends number & z.core.$brand
  ? number
  : T extends readonly (infer Item)[]
    ? Unbranded<Item>[]
    : T extends object
      ? { [K in keyof T]: Unbranded<T[K]> }
      : T;
export const asWire = <T>(value: Unbranded<T>) => value as T;
