import { z } from 'zod';
import { requiredId } from './selection';

/** Field name → translated messages. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));

/** v1 answer of the auth and account calls: {success, data, errors}. */
export const v1Answer = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, errors: FieldErrors });

/** v2 answer: {message, data, errors}; a failure's message contains the word "error". */
export const v2Answer = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data, errors: FieldErrors });

/** Every failure, v1 or v2: a stable code, the HTTP status and translated messages. */
export const ErrorAnswer = z.object({
  message: z.string(),
  code: z.string(),
  status: z.number().int(),
  errors: FieldErrors,
  data: z.null(),
  success: z.literal(false).optional(),
  name: z.string().optional(),
});

/** A failure of a /spa/api/v1 call: {success: false, data: null, name, message, code, status,
 * errors}. */
export const V1ErrorAnswer = ErrorAnswer.required({ success: true, name: true }).meta({
  description: 'A failure of a v1 call; `errors` maps a field to its translated messages.',
});

/** A failure of a /spa/v2 call: {message: "error: …", data: null, code, status, errors}. */
export const V2ErrorAnswer = ErrorAnswer.omit({ success: true, name: true }).meta({
  description: 'A failure of a v2 call; its message starts with "error: ".',
});

/** The answer of a call that sends the browser on with 302: `Location`, no body. */
export const Redirect = z.null().meta({ description: 'The browser goes on to `Location`' });

/** The answer of a call that answers 204: no body. */
export const NoContent = z.null().meta({ description: 'Done; no content' });

/** Multipart and form fields arrive as strings: "1"/"0", "true"/"false". */
export const FormBoolean = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false']), z.literal(1), z.literal(0)])
  .transform((value) => value === true || value === '1' || value === 'true' || value === 1);

/** A positive integer id in a path or a form field. */
export const Id = z.coerce.number().int().positive().max(2147483647);
/** `{id}` in a path: a missing or malformed one answers the spec's 'Id must be set'. */
export const IdParams = z.object({ id: requiredId('id') });
