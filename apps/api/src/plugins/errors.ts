import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/client';
import {
  AppError,
  type FieldErrors,
  type Message,
  malformedMultipart,
  serviceUnavailable,
} from '../lib/errors';
import { applyConventions } from './conventions';
import { SECURITY_HEADERS } from './security-headers';
import { uploadTooLarge } from './uploads';

/** Maps a zod issue to a translated request message; a custom message that is an i18n key of
 * ours (the contracts use them) wins over the generic one. */
function issueMessage(issue: z.core.$ZodIssue, missing: boolean): Message {
  if (/^[a-z]+(\.[\w-]+)+$/i.test(issue.message)) return { key: issue.message };
  // A field that was not sent is reported as required, whatever shape its schema has.
  if (missing && issue.code !== 'unrecognized_keys') return { key: 'request.required' };
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'request.invalidType' };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'request.tooLong' : 'request.tooBig',
        params: { max: Number(issue.maximum) },
      };
    case 'too_small': {
      const params = { min: Number(issue.minimum) };
      if (issue.origin !== 'string') {
        // An exclusive bound (`positive()`: more than 0) is not met by the bound itself.
        return {
          key: issue.inclusive === false ? 'request.greaterThan' : 'request.tooSmall',
          params,
        };
      }
      return params.min === 1 ? { key: 'request.required' } : { key: 'request.tooShort', params };
    }
    case 'unrecognized_keys':
      return { key: 'request.unknownField' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'request.invalidEmail' : 'request.invalidValue' };
    default:
      return { key: 'request.invalidValue' };
  }
}

/** Zod 4 issues carry no input, so whether a field was sent is read from the request itself;
 * own keys only, so that a field named `constructor` or `toString` is not found on Object. */
function isMissing(request: FastifyRequest, context: string | undefined, path: string[]): boolean {
  const source = context === 'querystring' ? request.query : (request as never)[context ?? 'body'];
  let value: unknown = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined;
}

function validationFields(request: FastifyRequest, error: FastifyError): FieldErrors {
  // Field names come from the request: without a prototype, `constructor` or `__proto__` is
  // just another field rather than Object's own property.
  const fields: FieldErrors = Object.create(null);
  for (const item of error.validation ?? []) {
    // The zod type provider flattens each issue into {keyword: code, instancePath, message, params}.
    const issue = { ...item.params, code: item.keyword, message: item.message } as z.core.$ZodIssue;
    // The body itself (a string or an array for an object) has the path '/'.
    const path = item.instancePath.split('/').filter(Boolean);
    const message = issueMessage(issue, isMissing(request, error.validationContext, path));
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [path.join('.')];
    for (const name of names) {
      const field = name || error.validationContext || 'body';
      fields[field] ??= [];
      fields[field].push(message);
    }
  }
  return fields;
}

/** The multipart parser's (busboy) errors about a body cut short: a plain Error with no status. */
const MULTIPART_PARSE_ERROR = /unexpected end of multipart data$/i;

/** Fastify's own errors (parsing, limits), the multipart parser's and a lost database as
 * AppErrors with the right status; anything else is a 500. */
function fromRawError(request: FastifyRequest, error: FastifyError): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(request, error);
    return new AppError(422, 'validation_failed', 'errors.validation', fields);
  }
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'malformed_json', 'errors.malformedJson');
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadTooLarge(request);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'payload_too_large', 'errors.payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(414, 'uri_too_long', 'errors.uriTooLong');
  }
  if (!error.statusCode && MULTIPART_PARSE_ERROR.test(error.message)) return malformedMultipart();
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
  if (status >= 400 && status < 500)
    return new AppError(status, 'bad_request', 'errors.badRequest');
  return new AppError(500, 'internal_error', 'errors.internal');
}

/** The body of an AppError as the calling client expects it: v2 {message, data, errors} whose
 * message contains "error"; v1 {success: false, data, errors} plus name, message and code. */
export function errorBody(error: AppError, t: TFunction, isV2: boolean) {
  const message = t(error.messageKey, error.messageParams);
  const errors = Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => [
      field,
      messages.map((item) => t(item.key, item.params)),
    ]),
  );
  const common = { code: error.code, status: error.status, errors };
  return isV2
    ? { message: `error: ${message}`, data: null, ...common }
    : {
        success: false,
        data: null,
        name: STATUS_CODES[error.status] ?? 'Error',
        message,
        ...common,
      };
}

/** Writes an AppError as the body the calling client expects (errorBody). */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply
    .code(error.status)
    .headers(error.headers)
    .send(errorBody(error, request.t, request.isV2));
}

/** Fastify's frameworkErrors: the router's refusals (a path that is no valid percent-encoding,
 * a path parameter over its length) come before any hook, and would otherwise answer a bare
 * body that echoes the path, without the security headers. */
export function sendRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applyConventions(request);
  reply.headers(SECURITY_HEADERS);
  return sendError(request, reply, fromRawError(request, error));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const error = raw instanceof AppError ? raw : fromRawError(request, raw);
    if (error.status >= 500) request.log.error({ err: raw }, 'request failed');
    return sendError(request, reply, error);
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new AppError(404, 'route_not_found', 'errors.notFound');
    return sendError(request, reply, error);
  });
});
