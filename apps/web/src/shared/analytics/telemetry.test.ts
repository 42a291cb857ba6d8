import { describe, expect, it, vi } from 'vitest';
import { INTERNAL_TRAFFIC } from './analytics';
import { createTelemetry } from './telemetry';

function services() {
  return {
    analytics: { setUser: vi.fn(), track: vi.fn(), reset: vi.fn() },
    errors: { setUser: vi.fn(), capture: vi.fn() },
    push: { setExternalUserId: vi.fn(), removeExternalUserId: vi.fn() },
  };
}

describe('telemetry at sign-in and sign-out (spec 000 section 4)', () => {
  it('at login records the login, sets the error-reporting user and the push external user id', () => {
    const spies = services();
    createTelemetry(spies).signedIn({ id: 42, isAdmin: false });
    expect(spies.analytics.track).toHaveBeenCalledWith('login', {});
    expect(spies.errors.setUser).toHaveBeenCalledWith('42');
    expect(spies.push.setExternalUserId).toHaveBeenCalledWith('42');
  });

  it('at logout removes the push external user id and resets the analytics user', () => {
    const spies = services();
    const telemetry = createTelemetry(spies);
    telemetry.signedIn({ id: 42, isAdmin: true });
    telemetry.signedOut();
    expect(spies.push.removeExternalUserId).toHaveBeenCalledOnce();
    expect(spies.analytics.reset).toHaveBeenCalledOnce();
    expect(spies.errors.setUser).toHaveBeenLastCalledWith(null);
    telemetry.track('after');
    expect(spies.analytics.track).toHaveBeenLastCalledWith('after', {});
  });

  it('identifies a user once, however often the shell asks', () => {
    const spies = services();
    const telemetry = createTelemetry(spies);
    telemetry.identify({ id: 5, isAdmin: true });
    telemetry.identify({ id: 5, isAdmin: true });
    expect(spies.push.setExternalUserId).toHaveBeenCalledOnce();
    telemetry.track('opened');
    expect(spies.analytics.track).toHaveBeenCalledWith('opened', INTERNAL_TRAFFIC);
  });

  it('hands the known user to a service configured later', () => {
    const first = services();
    const telemetry = createTelemetry(first);
    telemetry.identify({ id: 9, isAdmin: false });
    const later = services();
    telemetry.configure({ push: later.push, errors: later.errors });
    expect(later.push.setExternalUserId).toHaveBeenCalledWith('9');
    telemetry.reportError(new Error('bug'));
    expect(later.errors.capture).toHaveBeenCalledOnce();
    expect(first.errors.capture).not.toHaveBeenCalled();
  });
});
