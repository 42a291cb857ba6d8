import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { type Clock, systemClock } from './clock';
import { tooManyRequests } from './errors';

/** Budgets of failures or requests per key: `points` within a window of `duration` seconds that
 * opens at the first point spent. */
const BUDGETS = {
  /** Sign-in failures of one account from one address: what locks out a guesser without
   * locking the owner out everywhere else. */
  loginPerAccountAndIp: { points: 10, duration: 15 * 60 },
  loginPerIp: { points: 20, duration: 5 * 60 },
  /** The ceiling of an account's sign-in failures from all addresses together, against guessing
   * spread over many addresses; one address alone cannot reach it (its pair budget allows 40 an
   * hour). */
  loginPerAccount: { points: 100, duration: 60 * 60 },
  /** Wrong current passwords of a signed-in account changing its password. */
  passwordCheckPerAccount: { points: 10, duration: 15 * 60 },
  otpRequestPerTarget: { points: 5, duration: 60 * 60 },
  otpRequestPerIp: { points: 30, duration: 60 * 60 },
  otpVerifyPerIp: { points: 30, duration: 15 * 60 },
  resetRequestPerEmail: { points: 5, duration: 60 * 60 },
  resetRequestPerIp: { points: 20, duration: 60 * 60 },
  supportPerIp: { points: 5, duration: 10 * 60 },
  signupPerIp: { points: 20, duration: 60 * 60 },
} satisfies Record<string, { points: number; duration: number }>;

export type Budget = keyof typeof BUDGETS;

export interface RateLimits {
  /** Throws 429 with Retry-After when the key has used up its budget, without spending. */
  check(budget: Budget, key: string): Promise<void>;
  /** Spends one point (a failure or a request) and throws 429 once the budget is exceeded. */
  spend(budget: Budget, key: string): Promise<void>;
  /** Forgets a key, e.g. an account's failures after a successful sign-in. */
  reset(budget: Budget, key: string): Promise<void>;
}

/** The network an address counts for: an IPv4 address itself, an IPv6 address its /64, since
 * one subscriber commonly holds a whole /64 and could otherwise take a fresh address per try. */
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) fills two groups.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const zeros = Array<string>(8 - width(left) - width(right)).fill('0');
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** Points spent in the key's current window and when that window closes (epoch ms). */
interface Window {
  points: number;
  resetAt: number;
}

/** Where the windows live: in process or in Redis. Both read time from the context clock. */
interface WindowStore {
  read(key: string, now: number): Promise<Window | undefined>;
  /** Adds a point, opening a new window of `durationMs` when none is open. */
  add(key: string, now: number, durationMs: number): Promise<Window>;
  delete(key: string): Promise<void>;
}

/** At most `max` keys; the least recently used go first, which an attacker cannot use to drop
 * its own counters without first spending the very budgets that stop it. */
function memoryStore(max: number): WindowStore {
  const windows = new LRUCache<string, Window>({ max });
  const openWindow = (key: string, now: number) => {
    const open = windows.get(key);
    return open && open.resetAt > now ? open : undefined;
  };
  return {
    async read(key, now) {
      return openWindow(key, now);
    },
    async add(key, now, durationMs) {
      const open = openWindow(key, now);
      const next = open
        ? { points: open.points + 1, resetAt: open.resetAt }
        : { points: 1, resetAt: now + durationMs };
      windows.set(key, next);
      return next;
    },
    async delete(key) {
      windows.delete(key);
    },
  };
}

/** Adds a point atomically, so that instances sharing Redis share one budget. The window's end
 * is stored and compared on the caller's clock; Redis expires the key when it closes. */
const ADD = `
local now = tonumber(ARGV[1])
local found = redis.call('HMGET', KEYS[1], 'points', 'resetAt')
local points = tonumber(found[1]) or 0
local resetAt = tonumber(found[2]) or 0
if resetAt <= now then
  points = 0
  resetAt = now + tonumber(ARGV[2])
end
points = points + 1
redis.call('HSET', KEYS[1], 'points', points, 'resetAt', resetAt)
redis.call('PEXPIRE', KEYS[1], resetAt - now)
return {points, resetAt}`;

function redisStore(redis: Redis): WindowStore {
  return {
    async read(key, now) {
      const [points, resetAt] = await redis.hmget(key, 'points', 'resetAt');
      const open = { points: Number(points), resetAt: Number(resetAt) };
      return points && open.resetAt > now ? open : undefined;
    },
    async add(key, now, durationMs) {
      const [points, resetAt] = (await redis.eval(ADD, 1, key, now, durationMs)) as [
        number,
        number,
      ];
      return { points, resetAt };
    },
    async delete(key) {
      await redis.del(key);
    },
  };
}

export interface RateLimitOptions {
  /** The context's clock, which tests move past a window; the system clock otherwise. */
  clock?: Clock;
  /** Shared by all instances when set; in-process otherwise. */
  redis?: Redis;
  prefix?: string;
  /** Keys kept in process. */
  maxKeys?: number;
}

/** Fixed windows per budget and key, counted in Redis when configured, in process otherwise. */
export function createRateLimits({
  clock = systemClock,
  redis,
  prefix = 'rl',
  maxKeys = 100_000,
}: RateLimitOptions): RateLimits {
  const store = redis ? redisStore(redis) : memoryStore(maxKeys);
  const keyOf = (budget: Budget, key: string) => `${prefix}:${budget}:${key}`;
  const refuse = (window: Window, now: number) => tooManyRequests((window.resetAt - now) / 1000);

  return {
    async check(budget, key) {
      const now = clock.now().getTime();
      const open = await store.read(keyOf(budget, key), now);
      if (open && open.points >= BUDGETS[budget].points) throw refuse(open, now);
    },
    async spend(budget, key) {
      const now = clock.now().getTime();
      const spent = await store.add(keyOf(budget, key), now, BUDGETS[budget].duration * 1000);
      if (spent.points > BUDGETS[budget].points) throw refuse(spent, now);
    },
    async reset(budget, key) {
      await store.delete(keyOf(budget, key));
    },
  };
}
