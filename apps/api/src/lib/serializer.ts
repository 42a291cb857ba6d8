import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<typeof serializerCompiler>[0];

/** Remembers, per route, the JSON of the frozen objects it was given: a frozen object cannot
 * change, so it is checked against the schema and serialized once. */
function once(serialize: Serialize): Serialize {
  const known = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = known.get(data);
    if (json === undefined) {
      json = serialize(data);
      known.set(data, json);
    }
    return json;
  };
}

/**
 * The zod serializer of fastify-type-provider-zod (each answer checked against its schema), with
 * frozen answers — and the frozen items of a list answer — checked and serialized once. Services
 * freeze what they keep and hand out again (course-content.service's presented stages), so a
 * cached answer costs a string join instead of a schema walk.
 */
export const sharingSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const whole = once(serializerCompiler(route as RouteSchema) as Serialize);
  const schema = route.schema;
  if (!(schema instanceof z.ZodArray)) return whole;
  const item = once(
    serializerCompiler({ ...route, schema: schema.element } as RouteSchema) as Serialize,
  );
  return (data) =>
    Array.isArray(data) && data.some((value) => Object.isFrozen(value))
      ? `[${data.map(item).join(',')}]`
      : whole(data);
};

/** Freezes the value and everything in it, for an answer kept and handed out again. */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
}
