import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './url-signer';

function movableClock() {
  let now = Date.parse('2026-11-25T12:00:00Z');
  return { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) };
}

describe('url signer', () => {
  it('grants its scope until the expiry, then no longer', () => {
    const clock = movableClock();
    const signer = createUrlSigner(clock, 'a-shared-secret-of-enough-length-000');
    const grant = signer.sign('media/demo-1/', 60);
    expect(signer.verify(grant, 'media/demo-1/')).toBe(true);
    clock.advance(60);
    expect(signer.verify(grant, 'media/demo-1/')).toBe(true);
    clock.advance(1);
    expect(signer.verify(grant, 'media/demo-1/')).toBe(false);
  });

  it('refuses another scope, a changed expiry, a forged or malformed grant', () => {
    const signer = createUrlSigner(movableClock());
    const grant = signer.sign('files/a.jpg', 60);
    const [expires, mac] = grant.split('.');
    expect(signer.verify(grant, 'files/b.jpg')).toBe(false);
    expect(signer.verify(`${Number(expires) + 1}.${mac}`, 'files/a.jpg')).toBe(false);
    expect(signer.verify(`${expires}.${'A'.repeat(43)}`, 'files/a.jpg')).toBe(false);
    for (const bad of ['', '.', 'x.y', `${expires}`, `${grant}.x`, `-1.${mac}`]) {
      expect(signer.verify(bad, 'files/a.jpg')).toBe(false);
    }
  });

  it('shares grants between instances with the same secret only', () => {
    const clock = movableClock();
    const secret = 'a-shared-secret-of-enough-length-000';
    const grant = createUrlSigner(clock, secret).sign('x', 60);
    expect(createUrlSigner(clock, secret).verify(grant, 'x')).toBe(true);
    expect(createUrlSigner(clock).verify(grant, 'x')).toBe(false);
  });
});
