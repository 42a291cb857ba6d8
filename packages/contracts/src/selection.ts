import { z } from 'zod';

/** `fields=a,b` or `expand=a,b`: a comma list of names. Names outside `allowed` are ignored, as
 * list selections customarily are, so an older client asking for more never fails. */
export const commaList = <const T extends string>(allowed: readonly T[]) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name): name is T => (allowed as readonly string[]).includes(name)),
    );

/** A query flag such as `request-all`: present (empty or 1/true) means on. */
export const QueryFlag = z
  .enum(['', '1', '0', 'true', 'false'])
  .optional()
  .transform((value) => value === '' || value === '1' || value === 'true');

/** The spec's required-id keys (section 5) and their messages' i18n keys. */
const REQUIRED_ID_MESSAGES = {
  id: 'learning.required.id',
  courseId: 'learning.required.courseId',
  stageId: 'learning.required.stageId',
  dayId: 'learning.required.dayId',
  streamId: 'learning.required.streamId',
  StreamId: 'learning.required.StreamId',
  userHomeworkStatusId: 'learning.required.userHomeworkStatusId',
  serviceId: 'learning.required.serviceId',
} as const;

/** A positive integer id in a path or body whose absence or malformation answers the spec's
 * invalid-parameter text ('courseId must be set'). Paths carry digits as text; nothing else is
 * read as a number (not `true`, `[5]` or `1e3`). */
export const requiredId = (name: keyof typeof REQUIRED_ID_MESSAGES) => {
  const error = REQUIRED_ID_MESSAGES[name];
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error }).int({ error }).positive({ error }).max(2147483647, { error }),
  );
};
