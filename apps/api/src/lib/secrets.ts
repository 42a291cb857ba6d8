import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** 256 random bits, URL-safe: session tokens, reset links, OAuth state. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token is stored, so a leaked table grants no session. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code from the CSPRNG, leading zeros kept. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password against a stored hash. Without a hash it checks against a decoy, so that
   * a missing account costs the same time as a wrong password and timing reveals no e-mails. */
  verify(hash: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(memoryCost: number, timeCost: number): PasswordHasher {
  const options = { type: argon2.argon2id, memoryCost, timeCost, parallelism: 1 } as const;
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, options),
    async verify(hash, password) {
      decoy ??= argon2.hash(randomToken(), options);
      const ok = await argon2.verify(hash ?? (await decoy), password).catch(() => false);
      return Boolean(hash) && ok;
    },
  };
}
