import type { Transaction } from '../db/client';
import { addSeconds } from '../lib/clock';
import type { PasswordHasher } from '../lib/secrets';

/** What every step writes with: the seed's one transaction and the moment of seeding, from
 * which the demo dates are counted. */
export interface SeedContext {
  db: Transaction;
  hasher: PasswordHasher;
  now: Date;
}

/**
 * The demo data of one area. Idempotent: a step inserts only what is missing, so a restart (or a
 * second instance) changes nothing and keeps whatever was edited since. Steps share nothing but
 * the database: a later step finds the rows of an earlier one there.
 */
export type SeedStep = (ctx: SeedContext) => Promise<void>;

/** A demo date: so many days after (or, negative, before) the moment of seeding. */
export const daysFrom = (now: Date, days: number): Date => addSeconds(now, days * 24 * 60 * 60);
