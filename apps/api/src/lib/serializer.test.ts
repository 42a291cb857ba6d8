import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freezeDeep, sharingSerializerCompiler } from './serializer';

describe('sharingSerializerCompiler', () => {
  /** A route's serializer whose schema counts how often it checks an item. */
  function route(list: boolean) {
    let checks = 0;
    const Item = z.object({
      id: z.number().refine(() => {
        checks += 1;
        return true;
      }),
    });
    const schema = list ? z.array(Item) : Item;
    const compiled = sharingSerializerCompiler({
      schema,
      method: 'GET',
      url: '/items',
      httpStatus: '200',
    });
    // Kept answers come back as bytes, which Fastify sends as they are.
    const serialize = (data: unknown) => String(compiled(data));
    return { serialize, checks: () => checks, compiled };
  }

  it('checks and serializes a frozen answer once, a fresh one every time', () => {
    const { serialize, checks } = route(false);
    const kept = freezeDeep({ id: 1 });
    expect(serialize(kept)).toBe('{"id":1}');
    expect(serialize(kept)).toBe('{"id":1}');
    expect(checks()).toBe(1);
    serialize({ id: 2 });
    serialize({ id: 2 });
    expect(checks()).toBe(3);
  });

  it('serializes the frozen items of a list once, whatever list they are in', () => {
    const { serialize, checks } = route(true);
    const [first, second] = [freezeDeep({ id: 1 }), freezeDeep({ id: 2 })];
    expect(serialize([first, second])).toBe('[{"id":1},{"id":2}]');
    expect(serialize([second])).toBe('[{"id":2}]');
    expect(serialize([second, { id: 3 }])).toBe('[{"id":2},{"id":3}]');
    expect(checks()).toBe(3);
    expect(serialize([])).toBe('[]');
  });

  it('answers a frozen list as the same bytes every time, checked once', () => {
    const { compiled, checks } = route(true);
    const kept = freezeDeep([{ id: 1 }, { id: 2 }]);
    const answer = compiled(kept) as unknown;
    expect(answer).toEqual(Buffer.from('[{"id":1},{"id":2}]'));
    expect(compiled(kept)).toBe(answer);
    expect(checks()).toBe(2);
  });

  it('still refuses an answer outside the schema', () => {
    const { serialize } = route(true);
    expect(() => serialize([freezeDeep({ id: 'one' })])).toThrow();
    expect(() => serialize([{ id: 'one' }])).toThrow();
  });
});
