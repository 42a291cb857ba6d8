import { API_BASE, type Endpoint, type Schemas } from '@platform/contracts/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of an endpoint's zod schemas. */
type RouteSchema<S extends Schemas> = {
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
  response: { 200: S['answer']; 201: S['answer']; 204: S['answer'] };
};

export type EndpointHandler<S extends Schemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<S>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export interface EndpointOptions {
  onRequest?: onRequestHookHandler;
  /** The list's page size when the call names none (plugins/pagination). */
  perPage?: number;
  /** The multipart field that carries the route's file (plugins/uploads). */
  upload?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the OpenAPI document reads its rules). */
    endpoint?: Endpoint;
  }
}

/** The route URL of an endpoint inside a subtree registered under `prefix`: the endpoint's path
 * must lie below it, and the subtree below the endpoint's version base. */
function urlWithin(prefix: string, endpoint: Endpoint): string {
  const base = API_BASE[endpoint.version];
  const below = prefix.slice(base.length);
  if (!prefix.startsWith(base) || !endpoint.path.startsWith(below)) {
    throw new Error(`${endpoint.method} ${base}${endpoint.path} registered under ${prefix}`);
  }
  return endpoint.path.slice(below.length) || '/';
}

/**
 * Registers the route of a contract: its method and path, the zod schemas its type names (the
 * compiler holds the two together) and the handler. The schemas may read more narrowly than the
 * contract names (an upload's file part is the API's record of the stored bytes). The answer is
 * validated and serialised by the schema of the endpoint's success status.
 */
export function route<S extends Schemas, A extends S>(
  app: ZodApp,
  endpoint: Endpoint<S>,
  schemas: A,
  handler: EndpointHandler<A>,
  options: EndpointOptions = {},
): void {
  const { params, query, body, answer } = schemas;
  const { onRequest, perPage, upload } = options;
  app.route({
    method: endpoint.method,
    url: urlWithin(app.prefix, endpoint),
    schema: {
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      response: { [endpoint.status]: answer },
    },
    config: { endpoint, perPage, upload },
    ...(onRequest && { onRequest }),
    handler: handler as RouteOptions['handler'],
  });
}
