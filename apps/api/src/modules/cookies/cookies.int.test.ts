import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDomain } from '../../../test/factories/domains';
import { buildUser } from '../../../test/factories/users';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { sessionsRepository } from '../auth/sessions.repository';

describe('cookie consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The first domain also answers unknown hosts such as the injected "localhost".
    await buildDomain(t.ctx, { host: 'localhost' });
    await buildDomain(t.ctx, { host: 'noconsent.example.com', cookieConsentEnabled: 0 });
  });
  afterAll(() => t.close());

  const noConsent = { host: 'noconsent.example.com' };
  const getPolicy = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/spa/api/v1/cookie/get-policy', headers });
  const updatePolicy = (payload: unknown, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/spa/api/v1/cookie/update-policy${query}`,
      headers,
      payload: payload as object,
    });

  it('GET /cookie lists the three categories in the request language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/spa/api/v1/cookie?lang=en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isEnabled).toBe(true);
    expect(body.items.map((item: { code: string }) => item.code)).toEqual([
      'essential',
      'analytics',
      'marketing',
    ]);
    expect(body.items[0]).toMatchObject({ title: 'Essential', required: true });
    expect(body.items[1]).toMatchObject({ title: 'Analytics', required: false });
    const es = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/cookie',
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().items[2].title).toBe('De marketing');
  });

  it('GET /cookie says disabled where the domain asks no consent, even with a stale token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/spa/api/v1/cookie',
      headers: { ...noConsent, authorization: 'Bearer stale-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().isEnabled).toBe(false);
  });

  it('an anonymous visitor gets the defaults, and all three where consent is disabled', async () => {
    expect((await getPolicy()).json()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    });
    expect((await getPolicy(noConsent)).json()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
    });
  });

  it('an anonymous update is normalised (essential always on) and not stored', async () => {
    const response = await updatePolicy({
      policy: { essential: false, analytics: true, marketing: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ essential: true, analytics: true, marketing: false });
    expect((await getPolicy()).json().analytics).toBe(false);
  });

  it('a signed-in update is stored for the user and read back with the token', async () => {
    const { auth, token } = await buildUser(t.ctx);
    // A token in the query is not a sign-in here (only the order call takes one): anonymous.
    await updatePolicy({ policy: { analytics: true, marketing: true } }, {}, `?token=${token}`);
    expect((await getPolicy(auth)).json().analytics).toBe(false);
    const response = await updatePolicy(
      { policy: { essential: '0', analytics: '1', marketing: 'true' } },
      auth,
    );
    expect(response.json()).toEqual({ essential: true, analytics: true, marketing: true });
    await updatePolicy({ policy: { analytics: false, marketing: true } }, auth);
    expect((await getPolicy(auth)).json()).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
    });
    // Another user still has the defaults.
    const other = await buildUser(t.ctx);
    expect((await getPolicy(other.auth)).json().marketing).toBe(false);
  });

  it('a token that is sent must be live: 401 otherwise', async () => {
    const { auth, user } = await buildUser(t.ctx);
    await sessionsRepository(t.ctx.db).revokeAllOf(user.id, t.clock.now());
    expect((await getPolicy(auth)).statusCode).toBe(401);
    expect((await getPolicy({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const update = await updatePolicy(
      { policy: { analytics: true, marketing: true } },
      { authorization: 'Bearer not-a-token' },
    );
    expect(update.statusCode).toBe(401);
  });

  it('rejects a policy without its switches or with unknown fields with 422', async () => {
    const missing = await updatePolicy(
      { policy: { analytics: true } },
      { 'accept-language': 'en' },
    );
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['policy.marketing']);
    const unknown = await updatePolicy(
      { policy: { analytics: true, marketing: true, tracking: true } },
      { 'accept-language': 'en' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ tracking: ['Unknown field'] });
    const wrongType = await updatePolicy({ policy: { analytics: 'yes', marketing: true } });
    expect(wrongType.statusCode).toBe(422);
  });
});
