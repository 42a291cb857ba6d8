import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/users';
import { freshIp } from '../../../test/helpers/addresses';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers/test-app';
import { type App, buildApp } from '../../app';
import { createRateLimits } from '../../lib/rate-limits';

describe('POST /spa/api/v1/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers {success, data: {token, user}, errors} and the token opens GET /user', async () => {
    const { user, password } = await buildUser(t.ctx);
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      payload: { email: `  ${user.email?.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.errors).toEqual({});
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, status: 40 });
  });

  it('a wrong password fails with errors.password, translated', async () => {
    const { user } = await buildUser(t.ctx);
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: { password: ['Incorrect e-mail or password'] },
    });
  });

  it('an unknown e-mail fails exactly like a wrong password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: { email: 'nobody@example.com', password: 'whatever-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['Correo electrónico o contraseña incorrectos'],
    });
  });

  it('rejects malformed JSON with 400 and missing fields with 422', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('malformed_json');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      payload: { email: 'a@example.com' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Required field'] });
  });
});

interface LockoutApps {
  t: TestApp;
  /** The clock the rate limits read. */
  clock: ReturnType<typeof testClock>;
  /** The app instances to attack through (two sharing Redis, or the one). */
  instances: App[];
}

/** Failed sign-ins are limited per account and address pair, per address, and per account
 * from every address, so that an attacker cannot lock the owner out. */
function lockoutSuite(open: () => Promise<LockoutApps>) {
  let apps: LockoutApps;
  beforeAll(async () => {
    apps = await open();
  });
  afterAll(() => apps.t.close());

  let turn = 0;
  /** A sign-in from `ip`, through the instances in turn. */
  const login = (email: string | null | undefined, password: string, ip: string) => {
    turn += 1;
    const app = apps.instances[turn % apps.instances.length] as App;
    return app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/login?lang=en',
      remoteAddress: ip,
      payload: { email, password },
    });
  };
  const fail = async (email: string | null | undefined, ip: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      expect((await login(email, 'wrong-password', ip)).statusCode).toBe(422);
    }
  };
  const expectRefused = async (response: Awaited<ReturnType<typeof login>>, wait: number) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'too_many_requests',
      message: 'Too many attempts. Please try again later',
    });
    expect(Number(response.headers['retry-after'])).toBe(wait);
  };

  it('10 failures of one account from one address: the 11th try is refused for 15 minutes, the owner elsewhere signs in', async () => {
    const { user, password } = await buildUser(apps.t.ctx);
    const attacker = freshIp();
    await fail(user.email, attacker, 10);
    await expectRefused(await login(user.email, password, attacker), 15 * 60);
    expect((await login(user.email, password, freshIp())).statusCode).toBe(200);
    apps.clock.advance(15 * 60 - 1);
    await expectRefused(await login(user.email, password, attacker), 1);
    apps.clock.advance(1);
    expect((await login(user.email, password, attacker)).statusCode).toBe(200);
  });

  it('a success forgets the failures of its address, not those the attacker left elsewhere', async () => {
    const { user, password } = await buildUser(apps.t.ctx);
    const owner = freshIp();
    const attacker = freshIp();
    await fail(user.email, owner, 9);
    await fail(user.email, attacker, 10);
    expect((await login(user.email, password, owner)).statusCode).toBe(200);
    await fail(user.email, owner, 10);
    await expectRefused(await login(user.email, password, owner), 15 * 60);
    await expectRefused(await login(user.email, password, attacker), 15 * 60);
  });

  it('20 failures from one address in 5 minutes, whatever the accounts: the 21st try is refused for what is left of them', async () => {
    const { user, password } = await buildUser(apps.t.ctx);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await fail(`nobody${i}@example.com`, ip, 1);
    await expectRefused(await login(user.email, password, ip), 5 * 60);
    apps.clock.advance(5 * 60);
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
  });

  it('an attacker taking a fresh IPv6 address per try counts as its /64; the owner in another /64 signs in', async () => {
    const { user, password } = await buildUser(apps.t.ctx);
    const network = '2001:db8:a:1';
    for (let i = 1; i <= 10; i += 1) await fail(user.email, `${network}::${i.toString(16)}`, 1);
    await expectRefused(await login(user.email, password, `${network}::ff`), 15 * 60);
    expect((await login(user.email, password, '2001:db8:ffff:2::1')).statusCode).toBe(200);
  });

  it('100 failures of one account in an hour from many addresses close it to every address for the rest of the hour', async () => {
    const { user, password } = await buildUser(apps.t.ctx);
    for (let i = 0; i < 10; i += 1) await fail(user.email, freshIp(), 10);
    apps.clock.advance(60);
    await expectRefused(await login(user.email, password, freshIp()), 60 * 60 - 60);
    apps.clock.advance(60 * 60 - 60);
    expect((await login(user.email, password, freshIp())).statusCode).toBe(200);
  });
}

describe('sign-in lockout, counters in process', () => {
  lockoutSuite(async () => {
    const t = await createTestApp();
    return { t, clock: t.clock, instances: [t.app] };
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('sign-in lockout, two instances sharing Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());
  lockoutSuite(async () => {
    const clock = testClock();
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const limits = () => createRateLimits({ clock, redis, prefix });
    const t = await createTestApp({}, { clock, limits: limits() });
    const second = await buildApp({ ...t.ctx, limits: limits() });
    return {
      t: {
        ...t,
        async close() {
          await second.close();
          await t.close();
        },
      },
      clock,
      instances: [t.app, second],
    };
  });
});
