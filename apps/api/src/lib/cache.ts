import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';
import { freezeDeep } from './serializer';

/**
 * A cache of computed answers, grouped so that one write can drop every cached variant of what
 * it changed (e.g. all cached status answers of one stream). Values must be JSON; both adapters
 * answer a hit as the value read back from JSON and deep-frozen, so a caller never changes what
 * the cache keeps, and the answer serializer writes a kept answer once (lib/serializer). Expiry
 * is read from the context clock, so tests can move time past it.
 */
export interface Cache {
  /** The cached value of `key` in `group`, else `compute()`'s, kept for `ttlMs`. A value
   * computed while the group was dropped is answered but not kept: it may predate the change. */
  remember<T>(group: string, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Forgets every entry of the group. */
  drop(group: string): Promise<void>;
}

interface Entry {
  json: string;
  expiresAt: number;
}

/** The value as JSON reads it back, frozen. */
const frozenJson = (json: string) => freezeDeep(JSON.parse(json));

/** In-process: at most `maxGroups` groups, the least recently used forgotten first. Each entry
 * is kept read back from JSON and frozen, and every hit answers that same object. */
function memoryCache(clock: Clock, maxGroups: number): Cache {
  const groups = new LRUCache<string, Map<string, { value: unknown; expiresAt: number }>>({
    max: maxGroups,
  });
  return {
    async remember<T>(
      group: string,
      key: string,
      ttlMs: number,
      compute: () => Promise<T>,
    ): Promise<T> {
      let entries = groups.get(group);
      const hit = entries?.get(key);
      if (hit && hit.expiresAt > clock.now().getTime()) return hit.value as T;
      if (!entries) {
        entries = new Map();
        groups.set(group, entries);
      }
      const value = await compute();
      // A drop (or eviction) while computing replaced the group's map: keep nothing then.
      if (groups.peek(group) === entries) {
        entries.set(key, {
          value: frozenJson(JSON.stringify(value)),
          expiresAt: clock.now().getTime() + ttlMs,
        });
      }
      return value;
    },
    async drop(group) {
      groups.delete(group);
    },
  };
}

/** The group's generation (created if missing) and the entry, in one round trip. */
const READ = `
local found = redis.call('HMGET', KEYS[1], '~gen', ARGV[1])
if not found[1] then
  found[1] = ARGV[2]
  redis.call('HSET', KEYS[1], '~gen', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return found`;

/** Stores the entry only if the group was not dropped since it was read. */
const WRITE = `
if redis.call('HGET', KEYS[1], '~gen') == ARGV[1] then
  redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
return 0`;

/** Shared by all instances: one Redis hash per group, dropped with DEL. Redis expires a whole
 * group after its last write; each entry also carries its own expiry, checked on the clock. */
function redisCache(clock: Clock, redis: Redis, prefix: string): Cache {
  const keyOf = (group: string) => `${prefix}:${group}`;
  return {
    async remember(group, key, ttlMs, compute) {
      const hashKey = keyOf(group);
      // Entry fields are prefixed, so no key can collide with the generation field.
      const field = `k:${key}`;
      const fresh = randomBytes(8).toString('hex');
      const [generation, raw] = (await redis.eval(READ, 1, hashKey, field, fresh, ttlMs)) as [
        string,
        string | null,
      ];
      if (raw) {
        const entry = JSON.parse(raw) as Entry;
        if (entry.expiresAt > clock.now().getTime()) return frozenJson(entry.json);
      }
      const value = await compute();
      const entry: Entry = {
        json: JSON.stringify(value),
        expiresAt: clock.now().getTime() + ttlMs,
      };
      await redis.eval(WRITE, 1, hashKey, generation, field, JSON.stringify(entry), ttlMs);
      return value;
    },
    async drop(group) {
      await redis.del(keyOf(group));
    },
  };
}

export interface CacheOptions {
  clock: Clock;
  /** Shared by all instances when set; in-process otherwise. */
  redis?: Redis;
  prefix?: string;
  maxGroups?: number;
}

export function createCache({
  clock,
  redis,
  prefix = 'cache',
  maxGroups = 10_000,
}: CacheOptions): Cache {
  return redis ? redisCache(clock, redis, prefix) : memoryCache(clock, maxGroups);
}
