import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** One operation of the app's route table, with the contracts it was registered with. */
export interface Operation {
  method: string;
  /** Fastify's path: `:name` parameters and a trailing `*`. */
  url: string;
  /** JSON Schemas (input side) of the request parts, from the route's zod schemas. */
  body?: JsonSchema;
  query?: JsonSchema;
  /** The documented answers by status (`200`, `2xx`, `default`). */
  responses: Record<string, z.ZodType>;
  /** /spa/v2 calls answer {message, data, errors}; the rest the v1 error shape. */
  isV2: boolean;
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

const label = (operation: Pick<Operation, 'method' | 'url'>) =>
  `${operation.method} ${operation.url}`;

export { label as operationLabel };

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Collects every route as the app registers it (buildApp's onRoute), HEAD twins aside. */
export function routeTable() {
  const operations: Operation[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const responses = Object.fromEntries(
      Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
      ),
    );
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      operations.push({
        method,
        url: route.url,
        body: jsonSchemaOf(schema.body),
        query: jsonSchemaOf(schema.querystring),
        responses,
        isV2: route.url.startsWith('/spa/v2/'),
      });
    }
  };
  return { operations, onRoute };
}
