import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createRateLimits } from './rate-limits';

async function failuresUntilLocked(spend: () => Promise<void>): Promise<number> {
  for (let attempt = 1; attempt <= 100; attempt += 1) {
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

describe('rate limits in process', () => {
  it('allows 10 sign-in failures per account, then 429 with Retry-After', async () => {
    const limits = createRateLimits({});
    expect(await failuresUntilLocked(() => limits.spend('loginPerAccount', 'a@example.com'))).toBe(
      10,
    );
    await expect(limits.check('loginPerAccount', 'a@example.com')).rejects.toMatchObject({
      status: 429,
    });
    await limits.reset('loginPerAccount', 'a@example.com');
    await expect(limits.check('loginPerAccount', 'a@example.com')).resolves.toBeUndefined();
  });

  it('allows 20 failures per IP', async () => {
    const limits = createRateLimits({});
    expect(await failuresUntilLocked(() => limits.spend('loginPerIp', '10.0.0.1'))).toBe(20);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits in Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('two instances sharing Redis together allow the limit, not twice it', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const first = createRateLimits({ redis, prefix });
    const second = createRateLimits({ redis, prefix });
    let turn = 0;
    const spent = await failuresUntilLocked(() => {
      turn += 1;
      return (turn % 2 ? first : second).spend('loginPerAccount', 'b@example.com');
    });
    expect(spent).toBe(10);
    await expect(first.check('loginPerAccount', 'b@example.com')).rejects.toMatchObject({
      status: 429,
    });
  });
});
