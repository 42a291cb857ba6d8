import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/** Budgets of failures or requests per key, spec'd by the foundation issue. */
const BUDGETS = {
  loginPerAccount: { points: 10, duration: 15 * 60 },
  loginPerIp: { points: 20, duration: 5 * 60 },
  otpRequestPerTarget: { points: 5, duration: 60 * 60 },
  otpRequestPerIp: { points: 30, duration: 60 * 60 },
  otpVerifyPerIp: { points: 30, duration: 15 * 60 },
  resetRequestPerEmail: { points: 5, duration: 60 * 60 },
  resetRequestPerIp: { points: 20, duration: 60 * 60 },
  supportPerIp: { points: 5, duration: 10 * 60 },
  signupPerIp: { points: 20, duration: 60 * 60 },
} satisfies Record<string, Pick<IRateLimiterOptions, 'points' | 'duration'>>;

export type Budget = keyof typeof BUDGETS;

export interface RateLimits {
  /** Throws 429 with Retry-After when the key has used up its budget, without spending. */
  check(budget: Budget, key: string): Promise<void>;
  /** Spends one point (a failure or a request) and throws 429 once the budget is exceeded. */
  spend(budget: Budget, key: string): Promise<void>;
  /** Forgets a key, e.g. an account's failures after a successful sign-in. */
  reset(budget: Budget, key: string): Promise<void>;
}

/** Counters in Redis when configured, so instances share one budget; in-process otherwise. */
export function createRateLimits(options: { redis?: Redis; prefix?: string }): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(BUDGETS).map(([name, budget]) => {
      const keyPrefix = `${options.prefix ?? 'rl'}:${name}`;
      const limiter = options.redis
        ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, ...budget })
        : new RateLimiterMemory({ keyPrefix, ...budget });
      return [name, limiter];
    }),
  ) as Record<Budget, RateLimiterMemory | RateLimiterRedis>;

  return {
    async check(budget, key) {
      const state = await limiters[budget].get(key);
      if (state && state.consumedPoints >= BUDGETS[budget].points) {
        throw tooManyRequests(state.msBeforeNext / 1000);
      }
    },
    async spend(budget, key) {
      try {
        await limiters[budget].consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw tooManyRequests(rejection.msBeforeNext / 1000);
        throw rejection;
      }
    },
    async reset(budget, key) {
      await limiters[budget].delete(key);
    },
  };
}
