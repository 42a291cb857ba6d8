import { z } from 'zod';

/*
 * The field schemas the operator files (courses, banners) share, with their plain-word errors:
 * 'required' for a missing field, else what was expected.
 */

/** zod's error of a field: 'required' when it is missing, else `message`. */
export const required = (message: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'required' : message;

export const wholeNumber = (min: number) => {
  const message = `expected a whole number ≥ ${min}`;
  return z.int({ error: required(message) }).min(min, message);
};

/** Text, trimmed, of at most `max` characters. */
export const text = (max: number) =>
  z
    .string({ error: required('expected text') })
    .trim()
    .max(max, `at most ${max} characters`);

/** An absolute http(s) URL or a path on this server (`/media/...`, an address of the app). */
export const url = z
  .string({ error: required('expected a URL') })
  .trim()
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'expected an http(s) URL or a path starting with /');

/** A stable key: a course's, a video's, a banner's code, a club's uniq, a brand's app id. */
export const key = z
  .string({ error: required('expected a key') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'expected a key of letters, digits, . _ -');
