import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, invalid, type Message, malformedMultipart } from '../lib/errors';

/** Deeper than any body or query the contracts describe (stream filters are two levels). */
export const MAX_DEPTH = 16;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL's text and jsonb hold no U+0000, and UTF-8 cannot encode a lone surrogate (text
 * would store U+FFFD in its place, jsonb refuses its \ud800 escape). */
export function isStorable(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

interface Problem {
  path: string[];
  message: Message;
}

/** The first place in a parsed body or query that no handler should see: text PostgreSQL
 * cannot hold (in a value or a key), a `__proto__` key, or nesting beyond MAX_DEPTH. Walked
 * with a stack, so a deeply nested body cannot overflow the call stack. */
function problemIn(root: unknown): Problem | undefined {
  const stack: [unknown, string[]][] = [[root, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (!isStorable(value)) return { path, message: { key: 'request.invalidValue' } };
      continue;
    }
    // Uploaded file parts are bytes, not text.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (path.length >= MAX_DEPTH)
      return { path, message: { key: 'request.tooDeep', params: { max: MAX_DEPTH } } };
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      // JSON.parse keeps it as a plain key; the schemas would assign it to a prototype.
      if (key === '__proto__') return { path: at, message: { key: 'request.unknownField' } };
      if (!isStorable(key)) return { path: at, message: { key: 'request.invalidValue' } };
      stack.push([item, at]);
    }
  }
  return undefined;
}

const refusal = ({ path, message }: Problem, whole: string) =>
  invalid({ [path.join('.') || whole]: [message] });

/** A multipart body can only be read with its boundary (RFC 2046: 1 to 70 characters). */
const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i;

function checkUrl(request: FastifyRequest) {
  // A path that names nothing storable names nothing: like a path the router cannot decode.
  const params = request.params as Record<string, unknown> | undefined;
  if (params && problemIn(params)) throw badRequest();
  const problem = problemIn(request.query);
  if (problem) throw refusal(problem, 'query');
}

function checkMultipart(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? '';
  if (MULTIPART.test(type) && !BOUNDARY.test(type)) throw malformedMultipart();
}

/**
 * The one place where input that no handler can use is refused, for every route, before any
 * handler or authentication reads it: NUL characters and lone surrogates anywhere in the path,
 * the query or the body (they would reach PostgreSQL as a failed query), `__proto__` keys and
 * bodies nested deeper than MAX_DEPTH (422 naming the field; 400 for the path), and multipart
 * bodies without a boundary (400, instead of the parser's error). Registered after the body
 * parsers, so that multipart fields are attached to the body when it is checked.
 */
export const inputGuardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    checkUrl(request);
    checkMultipart(request);
  });
  app.addHook('preValidation', async (request) => {
    const problem = problemIn(request.body);
    if (problem) throw refusal(problem, 'body');
  });
});
