import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { telemetry } from '../analytics/telemetry';
import { signIn, signOut } from './session';

afterEach(() => vi.restoreAllMocks());

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
});
