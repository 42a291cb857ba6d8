import { createHmac, randomBytes } from 'node:crypto';
import { type Clock, toSeconds } from './clock';
import { sameDigest } from './secrets';

/**
 * Short-lived read grants for URLs (private files, paid course media). A grant names a scope —
 * a file's key, or a folder of an HLS video, so that the playlist's relative segment URLs inherit
 * it — and an expiry; it travels in the URL's path (`<expires>.<signature>`), which native HLS
 * players (Safari) keep for every segment, unlike a query string.
 */
export interface UrlSigner {
  /** A grant to read `scope` for `ttlSeconds` from now. */
  sign(scope: string, ttlSeconds: number): string;
  /** Whether `grant` was made for `scope` and has not expired. */
  verify(grant: string, scope: string): boolean;
}

/** `secret` is shared by every instance behind a load balancer; without one, a random secret of
 * this process (grants then end with the process, which short-lived grants tolerate). */
export function createUrlSigner(clock: Clock, secret?: string): UrlSigner {
  const key = secret ? Buffer.from(secret) : randomBytes(32);
  const mac = (scope: string, expires: number) =>
    createHmac('sha256', key).update(`${expires}\n${scope}`).digest('base64url');
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    sign(scope, ttlSeconds) {
      const expires = nowSeconds() + ttlSeconds;
      return `${expires}.${mac(scope, expires)}`;
    },
    verify(grant, scope) {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(grant);
      if (!match) return false;
      const expires = Number(match[1]);
      return expires >= nowSeconds() && sameDigest(match[2] ?? '', mac(scope, expires));
    },
  };
}

/** Seconds from now to an expiry at least `minSeconds` away, rounded up to a whole `windowSeconds`,
 * so a URL stays the same within a window and browsers keep what they fetched with it. */
export function windowedTtl(clock: Clock, minSeconds: number, windowSeconds: number): number {
  const now = toSeconds(clock.now());
  return Math.ceil((now + minSeconds) / windowSeconds) * windowSeconds - now;
}
