import { ErrorAnswer } from '@platform/contracts/envelope';
import type { LightMyRequestResponse } from 'fastify';
import type { Operation } from './operations';

/** Headers every answer carries (helmet), error answers included. */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options'];

function json(response: LightMyRequestResponse): { value?: unknown; problem?: string } {
  if (!/^application\/json/.test(String(response.headers['content-type'])))
    return { problem: `content type ${response.headers['content-type']}, not JSON` };
  try {
    return { value: response.json() };
  } catch {
    return { problem: 'a body that is not JSON' };
  }
}

/** What is wrong with an answer, or undefined: a 5xx; an answer whose status the route
 * documents but whose body breaks that schema; an error answer outside the error envelope of
 * its API version or without the security headers. Undocumented successes (file bytes, pages,
 * redirects) are only held to "no 5xx". */
export function contractBreach(
  operation: Operation,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const responses = operation.responses;
  const documented =
    responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  // No content is no content, whatever the schema says of it.
  if (status === 204) return response.body === '' ? undefined : '204 with a body';
  if (status === 302 && documented) return response.headers.location ? undefined : 'no Location';
  if (documented) {
    const { value, problem } = json(response);
    if (problem) return `${status} with ${problem}`;
    const parsed = documented.safeParse(value);
    return parsed.success
      ? undefined
      : `${status} breaks its schema: ${parsed.error.message.slice(0, 300)}`;
  }
  if (status < 400) return undefined;
  const missing = SECURITY_HEADERS.filter((name) => !response.headers[name]);
  if (missing.length) return `${status} without ${missing.join(', ')}`;
  const { value, problem } = json(response);
  if (problem) return `${status} with ${problem}`;
  const parsed = ErrorAnswer.safeParse(value);
  if (!parsed.success) return `${status} outside the error shape: ${response.body.slice(0, 300)}`;
  const body = parsed.data;
  if (body.status !== status) return `${status} whose body says ${body.status}`;
  const envelope = operation.isV2
    ? body.message.startsWith('error') && body.success === undefined
    : body.success === false && typeof body.name === 'string';
  return envelope ? undefined : `${status} in the wrong envelope: ${response.body.slice(0, 300)}`;
}
