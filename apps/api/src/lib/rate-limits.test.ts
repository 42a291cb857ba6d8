import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/helpers/test-app';
import type { Clock } from './clock';
import { AppError } from './errors';
import { createRateLimits, networkOf, type RateLimits } from './rate-limits';

async function failuresUntilLocked(spend: () => Promise<void>): Promise<number> {
  for (let attempt = 1; attempt <= 200; attempt += 1) {
    try {
      await spend();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(429);
      expect(Number((error as AppError).headers['retry-after'])).toBeGreaterThan(0);
      return attempt - 1;
    }
  }
  throw new Error('never locked');
}

/** The Retry-After of a refused check, in seconds. */
async function retryAfter(check: Promise<void>): Promise<number> {
  const refusal = await check.then(
    () => {
      throw new Error('the check passed');
    },
    (error: unknown) => error as AppError,
  );
  expect(refusal.status).toBe(429);
  return Number(refusal.headers['retry-after']);
}

function behavesAsRateLimits(make: (clock: Clock) => RateLimits) {
  it.each([
    ['loginPerAccountAndIp', 10, 15 * 60],
    ['loginPerIp', 20, 5 * 60],
    ['loginPerAccount', 100, 60 * 60],
    ['passwordCheckPerAccount', 10, 15 * 60],
  ] as const)(
    '%s allows %i failures in %i s, then 429 with Retry-After',
    async (budget, points, seconds) => {
      const clock = testClock();
      const limits = make(clock);
      expect(await failuresUntilLocked(() => limits.spend(budget, 'k'))).toBe(points);
      expect(await retryAfter(limits.check(budget, 'k'))).toBe(seconds);
      clock.advance(seconds - 1);
      expect(await retryAfter(limits.check(budget, 'k'))).toBe(1);
      clock.advance(1);
      await expect(limits.check(budget, 'k')).resolves.toBeUndefined();
      expect(await failuresUntilLocked(() => limits.spend(budget, 'k'))).toBe(points);
    },
  );

  it('counts each key alone; a window opens at the first failure', async () => {
    const clock = testClock();
    const limits = make(clock);
    for (let i = 0; i < 9; i += 1) await limits.spend('loginPerAccountAndIp', 'a|10.0.0.1');
    clock.advance(10 * 60);
    await limits.spend('loginPerAccountAndIp', 'a|10.0.0.1');
    await limits.spend('loginPerAccountAndIp', 'a|10.0.0.2');
    // At the limit: ten failures in the window, refused for the 5 minutes left of it.
    expect(await retryAfter(limits.check('loginPerAccountAndIp', 'a|10.0.0.1'))).toBe(5 * 60);
    await expect(limits.check('loginPerAccountAndIp', 'a|10.0.0.2')).resolves.toBeUndefined();
    clock.advance(5 * 60);
    await expect(limits.check('loginPerAccountAndIp', 'a|10.0.0.1')).resolves.toBeUndefined();
  });

  it('check spends nothing and reset forgets a key', async () => {
    const limits = make(testClock());
    for (let i = 0; i < 50; i += 1) await limits.check('loginPerIp', '10.0.0.3');
    expect(await failuresUntilLocked(() => limits.spend('loginPerIp', '10.0.0.3'))).toBe(20);
    await limits.reset('loginPerIp', '10.0.0.3');
    await expect(limits.check('loginPerIp', '10.0.0.3')).resolves.toBeUndefined();
  });
}

describe('rate limits in process', () => {
  behavesAsRateLimits((clock) => createRateLimits({ clock }));

  it('keeps at most maxKeys keys, the least recently used going first', async () => {
    const limits = createRateLimits({ clock: testClock(), maxKeys: 2 });
    for (let i = 0; i < 10; i += 1) await limits.spend('loginPerAccountAndIp', 'a');
    await limits.spend('loginPerAccountAndIp', 'b');
    await limits.spend('loginPerAccountAndIp', 'c');
    await expect(limits.check('loginPerAccountAndIp', 'a')).resolves.toBeUndefined();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());
  const prefix = () => `test-${randomBytes(6).toString('hex')}`;

  behavesAsRateLimits((clock) => createRateLimits({ clock, redis, prefix: prefix() }));

  it('two instances sharing Redis together allow the limit, not twice it', async () => {
    const clock = testClock();
    const shared = prefix();
    const first = createRateLimits({ clock, redis, prefix: shared });
    const second = createRateLimits({ clock, redis, prefix: shared });
    let turn = 0;
    const spent = await failuresUntilLocked(() => {
      turn += 1;
      return (turn % 2 ? first : second).spend('loginPerAccountAndIp', 'b@example.com|10.0.0.1');
    });
    expect(spent).toBe(10);
    await expect(
      first.check('loginPerAccountAndIp', 'b@example.com|10.0.0.1'),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('Redis forgets a key when its window closes', async () => {
    const shared = prefix();
    const limits = createRateLimits({ clock: testClock(), redis, prefix: shared });
    await limits.spend('supportPerIp', '10.0.0.4');
    const ttl = await redis.pttl(`${shared}:supportPerIp:10.0.0.4`);
    expect(ttl).toBeGreaterThan(10 * 60 * 1000 - 5000);
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);
  });
});

describe('networkOf', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:aa:bb::5%eth0', '2001:db8:aa:bb::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::10.1.2.3', '64:ff9b:0:0::/64'],
  ])('%s counts for %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});
