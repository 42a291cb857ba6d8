/** A translated message: an i18n key and its interpolation values. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export type FieldErrors = Record<string, Message[]>;

/** An expected failure with its HTTP status, stable code and translatable message. The error
 * plugin turns it into the v1 or v2 error body; nothing else should build error bodies. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly fields: FieldErrors = {},
    readonly headers: Record<string, string> = {},
    /** Interpolation values of the message (a limit the text names). */
    readonly messageParams: Message['params'] = {},
  ) {
    super(code);
  }
}

export const badRequest = (code = 'bad_request', key = 'errors.badRequest') =>
  new AppError(400, code, key);
export const unauthorized = () => new AppError(401, 'unauthorized', 'errors.unauthorized');
export const forbidden = (code = 'forbidden', key = 'errors.forbidden') =>
  new AppError(403, code, key);
export const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
export const conflict = (code: string, key: string, fields: FieldErrors = {}) =>
  new AppError(409, code, key, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'too_many_requests',
    'errors.tooManyRequests',
    {},
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );

/** 422 with messages per field. */
export function invalid(fields: FieldErrors, code = 'validation_failed'): AppError {
  return new AppError(422, code, 'errors.validation', fields);
}

/** Shorthand for a single field failing with one message key. */
export function fieldError(field: string, key: string, params?: Message['params']): AppError {
  return invalid({ [field]: [{ key, params }] });
}

/** 400 for a multipart body that cannot be parsed (no boundary, cut short): the type is one we
 * read, the body is not (415 is for types we do not read). */
export const malformedMultipart = () =>
  new AppError(400, 'malformed_multipart', 'errors.malformedMultipart');

/** Seconds a client waits before retrying a call the database could not complete: a killed
 * connection is replaced at once, a restarted or failed-over server takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 for a call the database could not complete (connection lost, server restarting). */
export const serviceUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'errors.unavailable',
    {},
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
