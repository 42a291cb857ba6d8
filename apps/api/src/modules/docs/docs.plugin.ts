import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import { V1ErrorAnswer, V2ErrorAnswer } from '@platform/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isListRoute } from '../../plugins/pagination';
import { type Answer, answersOf, contentTypesOf } from './operations';

type Transform = Parameters<typeof jsonSchemaTransform>[0];
type JsonObject = Record<string, unknown>;

const API_PREFIXES = [
  ['/spa/api/v1', 'v1'],
  ['/spa/v2', 'v2'],
] as const;

/** `get /spa/api/v1/user-course-streams/{id}/status` → `v1GetUserCourseStreamsIdStatus`. */
function operationId(method: string, url: string): string {
  const [prefix, version] = API_PREFIXES.find(([start]) => url.startsWith(start)) ?? ['', ''];
  const words = [method, ...url.slice(prefix.length).split(/[^A-Za-z0-9]+/)].filter(Boolean);
  const camel = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
  return version ? `${version}${camel}` : camel[0]?.toLowerCase() + camel.slice(1);
}

const STATUS_TEXT: Record<Exclude<Answer, 206 | 302>, string> = {
  400: 'Malformed body (JSON or multipart)',
  401: 'No token, or the token is not a live session',
  403: 'Not allowed (a locked day or homework, a role the call needs, a switched-off sign-up)',
  404: 'Not found, or not the caller’s',
  409: 'Conflicts with the current state (see the message)',
  413: 'Body or file too large',
  415: 'Unsupported content type',
  422: 'Invalid input: `errors` maps each field to translated messages',
  429: 'Too many attempts; retry after `Retry-After` seconds',
  503: 'The database could not complete the call; retry after `Retry-After` seconds',
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

const PAGINATION_HEADERS = Object.fromEntries(
  [
    ['current-page', 'The page answered (1-based).'],
    ['page-count', 'How many pages the whole list has (0 for an empty list).'],
    ['per-page', 'Items per page.'],
    ['total-count', 'Items in the whole list.'],
  ].map(([name, description]) => [
    `x-pagination-${name}`,
    // Swagger wraps a header's JSON Schema into `schema` itself.
    { description, type: 'integer', minimum: 0 },
  ]),
);

/** The error answer of a status in the envelope of an API version, as a shared component. */
function errorResponse(version: 'V1' | 'V2', status: Exclude<Answer, 206 | 302>) {
  return {
    description: STATUS_TEXT[status],
    ...((status === 429 || status === 503) && { headers: RETRY_AFTER }),
    content: {
      'application/json': { schema: { $ref: `#/components/schemas/${version}Error` } },
    },
  };
}

function errorSchemas() {
  const schemas = {
    V1Error: z.toJSONSchema(V1ErrorAnswer),
    V2Error: z.toJSONSchema(V2ErrorAnswer),
  };
  for (const schema of Object.values(schemas)) delete (schema as JsonObject).$schema;
  return schemas;
}

/** A route's trailing wildcard as the path parameter `path` (OpenAPI names every parameter). */
function namedWildcard(url: string, schema: JsonObject): string {
  if (!url.endsWith('*')) return url;
  const params = schema.params as { properties?: JsonObject; required?: string[] } | undefined;
  if (params?.properties?.['*']) {
    params.properties.path = params.properties['*'];
    delete params.properties['*'];
    params.required = params.required?.map((name) => (name === '*' ? 'path' : name));
  }
  return `${url.slice(0, -1)}:path`;
}

const PARTIAL_CONTENT = {
  description: 'The asked byte range (a single `Range: bytes=…`)',
  headers: {
    'Content-Range': { description: 'The range sent.', schema: { type: 'string' } },
  },
};

/** The answer of a contract whose success sends the browser on (social sign-in). */
const BROWSER_REDIRECT = {
  description: 'The browser goes on (to the provider, or back to the app with the outcome)',
  // Swagger wraps a header's JSON Schema into `schema` itself.
  headers: { Location: { description: 'Where the browser goes.', type: 'string' } },
};

const SUCCESS_ANSWERS = {
  206: PARTIAL_CONTENT,
  302: {
    description: 'The bytes are at the file store: a presigned URL, valid for an hour',
    headers: { Location: { description: 'The presigned URL.', schema: { type: 'string' } } },
  },
};

/** What every API call may carry (spec 000 section 7): the language of the server's messages
 * and the calling application. */
const CONVENTION_PARAMETERS = {
  lang: {
    name: 'lang',
    in: 'query',
    description:
      'Language of the server messages: ru, en or es (other values are ignored); it comes ' +
      'before Accept-Language; default ru.',
    schema: { type: 'string' },
  },
  acceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    description: 'Language of the server messages when no `lang` is given.',
    schema: { type: 'string' },
  },
  appId: {
    name: 'X-App-Id',
    in: 'header',
    description: "The brand's application id.",
    schema: { type: 'string' },
  },
  appType: {
    name: 'X-App-Type',
    in: 'header',
    description: 'The calling application: mobile or web (anything else counts as web).',
    schema: { type: 'string' },
  },
};
const CONVENTION_REFS = Object.keys(CONVENTION_PARAMETERS).map((name) => ({
  $ref: `#/components/parameters/${name}`,
}));

/** Extension keys the per-route transform leaves for the document pass, which removes them. */
const FACTS = 'x-answers';

/** The OpenAPI 3 document, generated from the zod schemas of every route registered after this
 * plugin (so app.ts registers it before the routes). Each operation lists every answer: its
 * success, the error answers its inputs, sign-in and rules can give (in the envelope of its API
 * version), the bearer security of signed-in calls and the pagination of lists. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  const transform = (input: Transform) => {
    const result = jsonSchemaTransform(input) as { schema?: JsonObject; url: string };
    const schema = result.schema ?? {};
    const url = namedWildcard(result.url, schema);
    const { route } = input;
    const method = [route.method].flat()[0] ?? 'GET';
    const optional = [route.onRequest].flat().includes(app.optionalAuthenticate);
    const endpoint = route.config?.endpoint;
    const described: JsonObject = {
      ...schema,
      // Signed-in subtrees mark their routes (plugins/auth); optional sign-in takes either.
      security: schema.security ?? (optional ? [{}, { bearer: [] }] : []),
      ...(schema.body !== undefined && {
        consumes: contentTypesOf(schema.body, endpoint?.encoding),
      }),
      [FACTS]: answersOf(method, result.url, {
        rules: endpoint?.rules ?? [],
        body: schema.body !== undefined,
        params: schema.params !== undefined,
        query: schema.querystring !== undefined,
        signedIn: schema.security !== undefined || optional,
      }),
    };
    const response = schema.response as Record<string, JsonObject> | undefined;
    if (isListRoute(route) && response?.[200]) {
      response[200] = { ...response[200], headers: PAGINATION_HEADERS };
    }
    if (response?.[302]) response[302] = BROWSER_REDIRECT;
    return { schema: described, url };
  };

  const transformObject: SwaggerTransformObject = (documentObject) => {
    if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
    const openapiObject = documentObject.openapiObject as JsonObject;
    const components = openapiObject.components as JsonObject;
    components.schemas = { ...(components.schemas as JsonObject), ...errorSchemas() };
    const responses: JsonObject = {};
    for (const [url, item] of Object.entries(openapiObject.paths as Record<string, JsonObject>)) {
      const version = url.startsWith('/spa/v2/') ? 'V2' : 'V1';
      for (const [method, shared] of Object.entries(item) as [string, JsonObject][]) {
        // A GET route that also answers HEAD shares one object between the two operations.
        const { [FACTS]: facts, ...operation } = shared;
        const answered = { ...(operation.responses as JsonObject) };
        const own = (operation.parameters ?? []) as JsonObject[];
        item[method] = {
          ...operation,
          operationId: operationId(method, url),
          summary: `${method.toUpperCase()} ${url}`,
          parameters: url.startsWith('/spa/') ? [...own, ...CONVENTION_REFS] : own,
          responses: answered,
        };
        const answers = (facts ?? []) as Answer[];
        for (const status of answers) {
          if (status === 206 || status === 302) {
            answered[status] = SUCCESS_ANSWERS[status];
            continue;
          }
          const name = `${version}Error${status}`;
          responses[name] ??= errorResponse(version, status);
          answered[status] = { $ref: `#/components/responses/${name}` };
        }
      }
    }
    components.responses = Object.fromEntries(Object.entries(responses).sort());
    components.parameters = CONVENTION_PARAMETERS;
    return openapiObject as ReturnType<SwaggerTransformObject>;
  };

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Learning platform API',
        description:
          'Accounts, access, application shell and learning (/spa/api/v1 and /spa/v2). Send ' +
          'the session token as `Authorization: Bearer <token>` (or as the `token` query ' +
          'parameter). Lists take `page` and `per-page` and answer the `x-pagination-*` headers.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token of a sign-in or sign-up answer.',
          },
          token: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'The session token in the query, for the calls the spec sends it so.',
          },
        },
      },
    },
    transform,
    transformObject,
  });

  const document = { schema: { hide: true } };
  app.get('/spa/docs', document, async () => app.swagger());
  app.get('/spa/docs/openapi.json', document, async () => app.swagger());
});
