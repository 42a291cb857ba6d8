import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { telemetry } from '../analytics/telemetry';
import { API_CACHE_NAME } from '../api/offline-cache';
import { clearUserCaches } from '../offline/clear-user-caches';
import { fakeCaches } from '../offline/fake-caches';
import { signIn, signOut } from './session';

// The real clearing, watched: sign-out loads it on demand (a dynamic import).
vi.mock('../offline/clear-user-caches', async (importOriginal) => {
  const real = await importOriginal<typeof import('../offline/clear-user-caches')>();
  return { ...real, clearUserCaches: vi.fn(real.clearUserCaches) };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session and telemetry (spec 000 section 4)', () => {
  it('tells analytics, error reporting and push about a sign-in and a sign-out', async () => {
    const signedIn = vi.spyOn(telemetry, 'signedIn');
    const signedOut = vi.spyOn(telemetry, 'signedOut');
    const client = new QueryClient();
    const user = buildUser({ isAdmin: true });
    signIn(client, { token: 'token', user });
    expect(signedIn).toHaveBeenCalledWith(user);
    await signOut(client);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('forgets every query of the signed-out user but keeps the site configuration', async () => {
    const client = new QueryClient();
    signIn(client, { token: 'token', user: buildUser() });
    client.setQueryData(['user', 'points-amount'], 640);
    client.setQueryData(['config', 'domain'], { title: 'Школа' });
    await signOut(client);
    expect(client.getQueryData(['user'])).toBeNull();
    expect(client.getQueryData(['user', 'points-amount'])).toBeUndefined();
    expect(client.getQueryData(['config', 'domain'])).toEqual({ title: 'Школа' });
  });

  it('clears the user caches (the offline API answers and downloads), keeping the app files', async () => {
    const { storage } = fakeCaches();
    for (const name of [API_CACHE_NAME, 'downloads:/courses/5', 'workbox-precache-v2-https://x/']) {
      await (await storage.open(name)).put('/x', new Response('x'));
    }
    const client = new QueryClient();
    signIn(client, { token: 'token', user: buildUser() });
    vi.mocked(clearUserCaches).mockClear();
    await signOut(client);
    expect(clearUserCaches).toHaveBeenCalledOnce();
    expect(await storage.keys()).toEqual(['workbox-precache-v2-https://x/']);
  });
});
