import fc from 'fast-check';
import type { JsonSchema, Operation } from './operations';

/** Names every object inherits: as keys they once crashed the error formatter. */
export const BUILTIN_NAMES = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

const HUGE = 'x'.repeat(100_000);

/** Values no contract accepts everywhere: wrong types, edge numbers, text PostgreSQL cannot
 * hold, text that looks like something else. */
const oddScalar = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  '',
  ' ',
  HUGE,
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '9'.repeat(400),
  '1e3',
  'NaN',
  '-0',
  '١٢٣',
  ...BUILTIN_NAMES,
);

/** A value nested `depth` times, in arrays or objects. */
function nested(depth: number, inObject: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = inObject ? { a: value } : [value];
  return value;
}
/** Past the guards' limit; deeper ones travel as raw text (rawBody), which JSON.stringify could
 * not write. */
const deep = fc.tuple(fc.constantFrom(20, 200), fc.boolean()).map(([d, o]) => nested(d, o));

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: oddScalar },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(oddScalar, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom(...BUILTIN_NAMES, 'a'), oddScalar, { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: deep },
);

/** A value that the schema accepts, or nearly: so that calls get past validation and reach the
 * services (the ids are small: a fresh database numbers its rows from 1). */
export function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((item) => validish(item, depth + 1)));
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(
        properties.map(([name, item]) => [
          name,
          required.has(name)
            ? validish(item, depth + 1)
            : fc.option(validish(item, depth + 1), { nil: undefined }),
        ]),
      );
      return fc
        .record(record)
        .map((value) =>
          Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)),
        );
    }
    case 'array':
      return fc.array(validish(schema.items, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      return fc.integer({ min: Math.max(min, -5), max: Math.min(schema.maximum ?? 30, 30) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validishString(schema);
    default:
      return fc.oneof(fc.integer({ min: 1, max: 30 }), fc.string({ maxLength: 10 }));
  }
}

function validishString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'binary') return fc.string({ maxLength: 20 });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.integer({ min: 1, max: 30 }).map(String),
    fc.constantFrom('ru', 'en', 'DONE', 'FAIL', 'web', 'google', 'password1'),
  );
}

/** The schema's value with one field replaced by a bad value, or a built-in name added. */
function mutated(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const names = Object.keys(schema?.properties ?? {});
  const valid = validish(schema);
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...names, ...BUILTIN_NAMES), badValue)
        .map(([value, name, bad]) => withField(value, name, bad)),
    },
    { weight: 1, arbitrary: badValue },
  );
}

/** Sets a field as JSON would: `__proto__` becomes a plain key, as JSON.parse makes it. */
function withField(value: unknown, name: string, bad: unknown): unknown {
  const target = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return Object.defineProperty({ ...target }, name, {
    value: bad,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** The three bytes UTF-8 would give a surrogate code unit if it allowed one (WTF-8). */
function surrogateBytes(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** Percent-encodes any text, lone surrogates included (encodeURIComponent throws on them). */
export function encodeAny(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((part, index) =>
      index % 2 ? surrogateBytes(part.charCodeAt(0)) : encodeURIComponent(part),
    )
    .join('');
}

/** Query text from a value: objects as key=value pairs (arrays repeat the key). */
function queryText(value: unknown): string {
  if (value === undefined) return '';
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodeAny(JSON.stringify(value) ?? '')}`;
  return Object.entries(value)
    .flatMap(([key, item]) =>
      [item]
        .flat()
        .map(
          (one) =>
            `${encodeAny(key)}=${encodeAny(typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))}`,
        ),
    )
    .join('&');
}

/** A path parameter: an id of the caller's data, or something no id is. */
const pathValue = (ids: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        'abc',
        '1.5',
        '99999999999',
        '2147483647',
        '%00',
        '%ED%A0%80',
        '%ZZ',
        '%',
        '..%2F..%2Fetc%2Fpasswd',
        'constructor',
        '__proto__',
        'a'.repeat(150),
        `${'1'.repeat(5000)}`,
      ),
    },
    {
      weight: 1,
      // Never empty: an empty last segment would name another route (the list of `/courses/:id`).
      arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeAny),
    },
  );

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was generated, for the failure report. */
  kind: string;
}

const BOUNDARY = 'fuzzboundary7MA4YWxkTrZu0gW';

function multipart(fields: [string, string][], file?: Buffer): string | Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const filePart = file
    ? [
        Buffer.from(
          `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename*=UTF-8''a%00b.png\r\ncontent-type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]
    : [];
  return Buffer.concat([
    Buffer.from(parts.join('')),
    ...filePart,
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Bodies that are wrong before any schema reads them: types, encodings, multipart. */
const rawBody: fc.Arbitrary<[string | undefined, string | Buffer, string]> = fc.constantFrom<
  [string | undefined, string | Buffer, string]
>(
  ['multipart/form-data', '{}', 'multipart without a boundary'],
  ['multipart/form-data; boundary=', '--\r\n', 'multipart with an empty boundary'],
  [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x', 'multipart with a huge boundary'],
  [
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="a"\r\n\r\nhalf`,
    'multipart cut short',
  ],
  [
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nno-header-here\r\n\r\n\r\n--${BOUNDARY}--\r\n`,
    'multipart with a malformed part',
  ],
  [
    `multipart/form-data; boundary=${BOUNDARY}`,
    multipart([
      ['constructor', 'x'],
      ['__proto__', 'y'],
      ['name', 'a\u0000b'],
    ]),
    'multipart with built-in field names',
  ],
  [`multipart/form-data; boundary=${BOUNDARY}`, multipart([], PNG), 'multipart with a file'],
  [`multipart/form-data; boundary=${BOUNDARY}`, multipart([], Buffer.alloc(0)), 'empty file'],
  ['application/json', '{"a":', 'malformed JSON'],
  ['application/json', '', 'empty JSON'],
  ['application/json', '{"a":"\\u0000"}', 'an escaped NUL'],
  ['application/json', '{"a":"\\ud800"}', 'an escaped lone surrogate'],
  ['application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'deep JSON arrays'],
  ['application/json', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, 'deep JSON objects'],
  ['application/json; charset=utf-16', '{}', 'JSON in UTF-16'],
  ['application/x-www-form-urlencoded', 'constructor=1&__proto__[a]=1&a=%00', 'a form'],
  ['application/x-www-form-urlencoded', '%ZZ=%', 'a broken form'],
  ['text/plain', 'hello', 'plain text'],
  ['application/xml', '<a/>', 'XML'],
  ['application/octet-stream', 'bytes', 'bytes'],
  [undefined, '{"a":1}', 'no content type'],
  ['', '{"a":1}', 'an empty content type'],
  ['application/json', Buffer.from([0xff, 0xfe, 0x00, 0x7b]), 'invalid UTF-8'],
);

/** Headers a client might send, some of them odd. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.constantFrom('en', 'es;q=0.1, ru', '*', 'zz', 'en-US,en;q=abc', ''),
    'x-app-id': fc.constantFrom('web', 'dev', 'nope', ' ', 'x'.repeat(2000), 'constructor'),
    'x-app-type': fc.constantFrom('mobile', 'web', 'desktop'),
    range: fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=5-1', 'items=0-1', 'bytes=a'),
    cookie: fc.constantFrom('a=b', '=;;=', '__proto__=1', 'cookie_policy=%ZZ'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'nonsense'),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/avif'),
  },
  { requiredKeys: [] },
);

/** The ids the caller's data has, for path parameters. */
export function requestFor(operation: Operation, ids: number[]): fc.Arbitrary<FuzzRequest> {
  const names = [...operation.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const hasBody = !['GET', 'HEAD'].includes(operation.method);
  const path = fc.tuple(...names.map(() => pathValue(ids))).map((values) => {
    let index = 0;
    const url = operation.url.replace(/:(\w+)|\*/g, () => values[index++] ?? '');
    // OPTIONS * (CORS) answers any path.
    return url.startsWith('/') ? url : `/${url}`;
  });
  const query = fc.oneof(
    { weight: 3, arbitrary: mutated(operation.query) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom('lang', 'token', 'expand', 'fields', ...BUILTIN_NAMES),
        badValue,
        { maxKeys: 3 },
      ),
    },
  );
  type Body = [string | undefined, string | Buffer | undefined, string];
  const json = mutated(operation.body).map(
    (value): Body => ['application/json', JSON.stringify(value) ?? 'null', 'JSON'],
  );
  const body: fc.Arbitrary<Body> = hasBody
    ? fc.oneof({ weight: 4, arbitrary: json }, { weight: 2, arbitrary: rawBody })
    : fc.constant<Body>([undefined, undefined, 'no body']);
  const auth = fc.constantFrom<'valid' | 'none' | 'junk'>(
    'valid',
    'valid',
    'valid',
    'none',
    'junk',
  );
  return fc
    .tuple(path, query, body, auth, fc.option(oddHeaders, { nil: undefined, freq: 2 }))
    .map(([url, queryValue, [type, payload, kind], authKind, headers]) => {
      const search = queryText(queryValue);
      const all: Record<string, string> = { ...headers };
      if (type !== undefined) all['content-type'] = type;
      if (authKind === 'junk') all.authorization = 'Bearer not-a-token';
      if (authKind === 'valid') all.authorization = 'Bearer {token}';
      return {
        method: operation.method,
        url: search ? `${url}?${search}` : url,
        headers: all,
        payload,
        kind: `${kind}, auth ${authKind}`,
      };
    });
}
