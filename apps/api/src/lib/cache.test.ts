import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, createCache } from './cache';

function movableClock() {
  let now = Date.UTC(2025, 0, 1);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** Counts how often the value had to be computed. */
function counter() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return { calls };
    },
    get calls() {
      return calls;
    },
  };
}

function behavesAsACache(make: (clock: ReturnType<typeof movableClock>) => Cache) {
  it('answers from the cache until the entry expires on the clock', async () => {
    const clock = movableClock();
    const cache = make(clock);
    const source = counter();
    expect(await cache.remember('g', 'k', 1000, source.compute)).toEqual({ calls: 1 });
    clock.advance(999);
    expect(await cache.remember('g', 'k', 1000, source.compute)).toEqual({ calls: 1 });
    clock.advance(1);
    expect(await cache.remember('g', 'k', 1000, source.compute)).toEqual({ calls: 2 });
  });

  it('keeps keys apart and drops a whole group at once, leaving other groups', async () => {
    const cache = make(movableClock());
    const source = counter();
    await cache.remember('a', 'x', 60_000, source.compute);
    await cache.remember('a', 'y', 60_000, source.compute);
    await cache.remember('b', 'x', 60_000, source.compute);
    expect(source.calls).toBe(3);
    await cache.drop('a');
    expect(await cache.remember('a', 'x', 60_000, source.compute)).toEqual({ calls: 4 });
    expect(await cache.remember('a', 'y', 60_000, source.compute)).toEqual({ calls: 5 });
    expect(await cache.remember('b', 'x', 60_000, source.compute)).toEqual({ calls: 3 });
  });

  it('does not keep a value computed while its group was dropped', async () => {
    const cache = make(movableClock());
    const stale = await cache.remember('g', 'k', 60_000, async () => {
      await cache.drop('g');
      return 'computed before the change';
    });
    expect(stale).toBe('computed before the change');
    expect(await cache.remember('g', 'k', 60_000, async () => 'fresh')).toBe('fresh');
  });

  it('keeps a copy of what it computed and answers hits frozen, so no caller changes the cache', async () => {
    const cache = make(movableClock());
    const first = await cache.remember('g', 'k', 60_000, async () => ({ list: [1] }));
    first.list.push(8);
    const second = await cache.remember('g', 'k', 60_000, async () => ({ list: [2] }));
    expect(second).toEqual({ list: [1] });
    expect(Object.isFrozen(second) && Object.isFrozen(second.list)).toBe(true);
    expect(() => second.list.push(9)).toThrow(TypeError);
    expect(await cache.remember('g', 'k', 60_000, async () => ({ list: [3] }))).toEqual({
      list: [1],
    });
  });
}

describe('cache in process', () => {
  behavesAsACache((clock) => createCache({ clock }));

  it('answers every hit with the same kept object, which the answer serializer writes once', async () => {
    const cache = createCache({ clock: movableClock() });
    await cache.remember('g', 'k', 60_000, async () => ({ list: [1] }));
    const hit = await cache.remember('g', 'k', 60_000, async () => ({ list: [2] }));
    expect(await cache.remember('g', 'k', 60_000, async () => ({ list: [3] }))).toBe(hit);
  });

  it('forgets the least recently used group beyond its size', async () => {
    const cache = createCache({ clock: movableClock(), maxGroups: 2 });
    const source = counter();
    await cache.remember('a', 'k', 60_000, source.compute);
    await cache.remember('b', 'k', 60_000, source.compute);
    await cache.remember('c', 'k', 60_000, source.compute);
    expect(await cache.remember('a', 'k', 60_000, source.compute)).toEqual({ calls: 4 });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('cache in Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());
  behavesAsACache((clock) =>
    createCache({ clock, redis, prefix: `test-${randomBytes(6).toString('hex')}` }),
  );

  it('is shared by instances over the same Redis', async () => {
    const clock = movableClock();
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const first = createCache({ clock, redis, prefix });
    const second = createCache({ clock, redis, prefix });
    await first.remember('g', 'k', 60_000, async () => 'one');
    expect(await second.remember('g', 'k', 60_000, async () => 'two')).toBe('one');
    await second.drop('g');
    expect(await first.remember('g', 'k', 60_000, async () => 'three')).toBe('three');
  });
});
