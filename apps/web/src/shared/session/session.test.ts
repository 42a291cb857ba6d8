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
});
