import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type FieldErrors, type Message } from '../lib/errors';
import { applyConventions } from './conventions';
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
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return { key: 'request.required' };
      return {
        key: issue.origin === 'string' ? 'request.tooShort' : 'request.tooSmall',
        params: { min: Number(issue.minimum) },
      };
    case 'unrecognized_keys':
      return { key: 'request.unknownField' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'request.invalidEmail' : 'request.invalidValue' };
    default:
      return { key: 'request.invalidValue' };
  }
}

/** Zod 4 issues carry no input, so whether a field was sent is read from the request itself. */
function isMissing(request: FastifyRequest, context: string | undefined, path: string[]): boolean {
  const source = context === 'querystring' ? request.query : (request as never)[context ?? 'body'];
  let value: unknown = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined;
}

function validationFields(request: FastifyRequest, error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
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

/** Fastify's own errors (parsing, limits) as AppErrors with the right status. */
function fromFastifyError(request: FastifyRequest, error: FastifyError): AppError {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(request, error);
    return new AppError(422, 'validation_failed', 'errors.validation', fields);
  }
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
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
  if (status >= 400 && status < 500)
    return new AppError(status, 'bad_request', 'errors.badRequest');
  return new AppError(500, 'internal_error', 'errors.internal');
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Writes an AppError as the body the calling client expects: v2 {message, data, errors} whose
 * message contains "error"; v1 {success: false, data, errors} plus name, message and code. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const t = request.t;
  const message = t(error.messageKey);
  const errors = Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => [
      field,
      messages.map((item) => t(item.key, item.params)),
    ]),
  );
  const common = { code: error.code, status: error.status, errors };
  const body = request.isV2
    ? { message: `error: ${message}`, data: null, ...common }
    : {
        success: false,
        data: null,
        name: STATUS_NAMES[error.status] ?? 'Error',
        message,
        ...common,
      };
  return reply.code(error.status).headers(error.headers).send(body);
}

/** Fastify's frameworkErrors: the router's refusals (a path that is no valid percent-encoding)
 * come before any hook, and would otherwise answer a bare body that echoes the path. */
export function sendRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  applyConventions(request);
  return sendError(request, reply, fromFastifyError(request, error));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
    const error = raw instanceof AppError ? raw : fromFastifyError(request, raw);
    if (error.status >= 500) request.log.error({ err: raw }, 'request failed');
    return sendError(request, reply, error);
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new AppError(404, 'route_not_found', 'errors.notFound');
    return sendError(request, reply, error);
  });
});
