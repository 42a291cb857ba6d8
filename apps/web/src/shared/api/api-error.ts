import type { FieldErrors as FieldErrorsSchema } from '@platform/contracts/envelope';
import type { z } from 'zod';

/** Field → translated messages, as every error body carries them. */
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** A non-ok answer, or an ok one whose body says it failed (v1 success:false, v2 "error…"). */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly url: string,
    readonly status: number,
    /** The parsed body: JSON when the server sent JSON, else its text, else null. */
    readonly body: unknown,
    /** Seconds to wait before asking again (a 429's or 503's Retry-After), when it says. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Request ${url} failed with status ${status}`);
  }

  /** Field → translated messages; empty when the body has none. */
  get fieldErrors(): FieldErrors {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    if (!isRecord(errors)) return {};
    return Object.fromEntries(
      Object.entries(errors).flatMap(([field, messages]) =>
        Array.isArray(messages)
          ? [[field, messages.filter((item): item is string => typeof item === 'string')]]
          : [],
      ),
    );
  }

  /** The stable error code of the server (`validation_failed`, `unknown_app`…), if any. */
  get code(): string | null {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : null;
  }
}

/** fetch() itself failed: offline, DNS, connection refused. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(
    readonly url: string,
    options?: { cause: unknown },
  ) {
    super(`Request ${url} could not reach the server`, options);
  }
}

/** Someone else's or a vanished resource answers 404: that is "not found", not a fault to
 * retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** v2 failures put the English word first so that clients can test for it ("error: Текст"); the
 * word is for the client, not for the reader. */
const V2_ERROR_PREFIX = /^\s*error\s*:\s*/i;

function bodyMessage(body: unknown): string | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  const message = body.message.replace(V2_ERROR_PREFIX, '').trim();
  return message === '' ? null : message;
}

/** A JSON array of messages: the body itself, or a message that is such an array as text. */
function arrayMessages(value: unknown): string | null {
  let list = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const texts = list
    .map((item) => (isRecord(item) ? item.message : item))
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  return texts.length === 0 ? null : texts.join('; ');
}

type Translate = (key: string) => string;

/**
 * The text shown for a failure (spec section 8): the answer's message, else its JSON array of
 * messages joined by '; ', else the error's name and message, else the unknown-error text.
 * Our choice: an unreachable server reads 'No internet' rather than the browser's wording.
 */
export function errorText(error: unknown, t: Translate): string {
  const body = error instanceof ApiError ? error.body : undefined;
  const fromBody = bodyMessage(body) ?? arrayMessages(body);
  if (fromBody !== null) return fromBody;
  if (error instanceof NetworkError) return t('common.errors.noInternet');
  if (error instanceof Error) {
    const fromMessage = arrayMessages(error.message);
    if (fromMessage !== null) return fromMessage;
    if (error.message.trim() !== '') return `${error.name}: ${error.message}`;
  }
  return t('common.errors.unknown');
}

/** One field's server messages as shown under it: joined with commas (spec section 8). */
export function fieldErrorText(errors: FieldErrors, field: string): string | undefined {
  const messages = errors[field];
  return messages && messages.length > 0 ? messages.join(', ') : undefined;
}

/** Where a form shows a single line, the first field that has messages is shown. */
export function firstFieldErrorText(errors: FieldErrors): string | undefined {
  for (const field of Object.keys(errors)) {
    const text = fieldErrorText(errors, field);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A refusal's text where the screen has no field for it: the server's first field message
 * (it says why, e.g. 'You can upload only photo…'), else the error-text rules. */
export function refusalText(error: unknown, t: Translate): string {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return firstFieldErrorText(fields) ?? errorText(error, t);
}
