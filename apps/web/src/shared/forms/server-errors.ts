import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, fieldErrorText } from '../api/api-error';

/** The server's messages for the form's own fields, joined per field (spec section 8). */
function messagesFor<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
): Array<[Path<T>, string]> {
  const errors = error instanceof ApiError ? error.fieldErrors : {};
  return fields.flatMap((field) => {
    const message = fieldErrorText(errors, field);
    return message === undefined ? [] : [[field, message] as [Path<T>, string]];
  });
}

/** Shows a refusal's field errors under the form's fields (named as on the wire). */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  for (const [field, message] of messagesFor(error, fields)) {
    setError(field, { type: 'server', message });
  }
}

/** Whether a refusal named any of the form's fields; otherwise the form says what went wrong
 * as a whole. */
export function namesFields<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  return messagesFor(error, fields).length > 0;
}
