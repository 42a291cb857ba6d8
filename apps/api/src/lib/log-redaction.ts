import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger option as an object: its own fields and pino's. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Query parameters that carry credentials: session and reset tokens, one-time and OAuth codes,
 * the OAuth state. Their values never reach a log line. */
const SECRET_PARAMS = ['token', 'code', 'state', 'access_token', 'id_token', 'refresh_token'];

const REDACTED = '[redacted]';

/** `name=value` of a secret parameter anywhere in a URL's query (also percent-encoded inside
 * another parameter, such as a returnUrl that carries a token). */
const SECRET_PARAM = new RegExp(
  `((?:[?&]|%3F|%26)(?:${SECRET_PARAMS.join('|')})(?:=|%3D))(?:(?!%26|%23)[^&#\\s"'\\\\])*`,
  'gi',
);

/** A signed read grant in a URL's path (`/<expires>.<signature>/`, lib/url-signer). */
const PATH_GRANT = /(\/\d{1,12}\.)[\w-]{43}(?=[/?#"'\s]|$)/g;

/** Text with the credentials of every URL in it replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PARAM, `$1${REDACTED}`).replace(PATH_GRANT, `$1${REDACTED}`);
}

/** Error fields that hold the values of a statement or of a request: Drizzle's and PGlite's
 * `params`, the key values PostgreSQL names in `detail` and the parameters in `where`, the raw
 * bytes (headers included) of a request Node could not parse. */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'rawPacket']);

/** PostgreSQL quotes names and values alike in its messages (`relation "users"`, `invalid input
 * syntax for type integer: "…"`); a quoted text that does not follow the word of a name is a
 * value. */
const QUOTED_VALUE =
  /(?<!\b(?:relation|column|constraint|table|index|type|function|schema|database|role|encoding|sequence|view|operator|extension|collation|cursor|portal|statement|savepoint|parameter)) "(?:[^"]|"")*"/gi;

type ErrorFields = Error & Record<string, unknown>;

function safeMessage(error: ErrorFields): string {
  // Drizzle writes the statement's values into its message (`Failed query: …\nparams: …`).
  if (typeof error.query === 'string' && error.message.startsWith(`Failed query: ${error.query}`)) {
    return `Failed query: ${error.query}`;
  }
  // A database error (pg and PGlite) carries PostgreSQL's severity.
  if (typeof error.severity === 'string')
    return error.message.replace(QUOTED_VALUE, ` "${REDACTED}"`);
  return error.message;
}

/** An error as a log field: type, message, stack, its own fields and its causes, without the
 * values a failed statement was run with. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as ErrorFields;
  const message = safeMessage(fields);
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') serialized[key] = value;
  }
  if (error.cause !== undefined && depth < 5) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/** The request as a log field; its headers (Authorization, Cookie) are left out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

export interface LogOptions {
  level: string;
  /** Where lines go; standard output without it. */
  stream?: { write(line: string): void };
}

/** Pino options of the app's logger: every line leaves without credentials. The serializers
 * keep headers and statement values out; the last pass redacts URLs in any field (a message,
 * an error from a provider, a stack). */
export function redactingLoggerOptions(options: LogOptions): LoggerOptions {
  return {
    ...options,
    // Fastify types these serializers narrower than what they receive (any error, any cause).
    serializers: { req: serializeRequest as never, err: serializeError as never },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        '*.headers.authorization',
        '*.headers.cookie',
      ],
      censor: REDACTED,
    },
    hooks: { streamWrite: redactSecrets },
  };
}
