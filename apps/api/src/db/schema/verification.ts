import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/** One-time codes for e-mail sign-in, phone verification and password reset. Codes and reset
 * link tokens are stored hashed; `attempts` counts wrong guesses until the code is void. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'email_otp' | 'phone_otp' | 'password_reset'>().notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash').unique(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.purpose, t.target)],
);

/** The state of a social sign-in or link between the redirect and the provider's callback. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  action: text('action').$type<'login' | 'link'>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  createdAt: createdAt(),
  expiresAt: instant('expires_at').notNull(),
});
