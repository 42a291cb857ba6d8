import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** An answer body: a string, or bytes Fastify sends as they are. */
type Body = string | Buffer;
type Serialize = (data: unknown) => Body;
type RouteSchema = Parameters<typeof serializerCompiler>[0];

const isFrozenObject = (data: unknown): data is object =>
  typeof data === 'object' && data !== null && Object.isFrozen(data);

/** Remembers, per route, the answer of each frozen object it was given, as UTF-8 bytes: a frozen
 * object cannot change, so it is checked against the schema and serialized once. Bytes, not a
 * string, because Node would otherwise encode the string again for every request, and for a
 * large answer in Cyrillic (a course's days) that encoding cost more than the rest of the call. */
function once(serialize: Serialize): Serialize {
  const known = new WeakMap<object, Buffer>();
  return (data) => {
    if (!isFrozenObject(data)) return serialize(data);
    let bytes = known.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(serialize(data));
      known.set(data, bytes);
      keptBodies.add(bytes);
    }
    return bytes;
  };
}

/** The bytes of every frozen answer serialized once: the same for each request that sends it. */
const keptBodies = new WeakSet<Buffer>();

/** True for the bytes of an answer kept and sent again (plugins/precompressed.ts compresses
 * them once). */
export const isKeptBody = (body: unknown): body is Buffer =>
  Buffer.isBuffer(body) && keptBodies.has(body);

const [OPEN, COMMA, CLOSE] = ['[', ',', ']'].map((text) => Buffer.from(text)) as [
  Buffer,
  Buffer,
  Buffer,
];

/** A JSON array of serialized items, copied as bytes. */
function jsonArray(items: readonly Body[]): Buffer {
  const parts = items.flatMap((item, index) => [
    index === 0 ? OPEN : COMMA,
    typeof item === 'string' ? Buffer.from(item) : item,
  ]);
  return Buffer.concat(items.length === 0 ? [OPEN, CLOSE] : [...parts, CLOSE]);
}

/**
 * The zod serializer of fastify-type-provider-zod (each answer checked against its schema), with
 * frozen answers — and the frozen items of a list answer — checked and serialized once. Services
 * freeze what they keep and hand out again (course-content.service's presented stages), so a
 * kept answer costs a lookup (a kept list) or a copy of bytes (kept items in a new list) instead
 * of a schema walk. Fastify sends the bytes as they are (its serializers are typed as strings).
 */
export const sharingSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const whole = once(serializerCompiler(route as RouteSchema) as Serialize);
  const schema = route.schema;
  if (!(schema instanceof z.ZodArray)) return whole as (data: unknown) => string;
  const item = once(
    serializerCompiler({ ...route, schema: schema.element } as RouteSchema) as Serialize,
  );
  const list = once((data) => jsonArray((data as unknown[]).map(item)));
  return ((data: unknown) =>
    Array.isArray(data) && data.some(isFrozenObject) ? list(data) : whole(data)) as (
    data: unknown,
  ) => string;
};

/** Freezes the value and everything in it, for an answer kept and handed out again. */
export function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
}
