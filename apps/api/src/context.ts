import type { Config } from './config';
import type { Database } from './db/client';
import type { Cache } from './lib/cache';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { RateLimits } from './lib/rate-limits';
import type { PasswordHasher } from './lib/secrets';
import type { SmsSender } from './lib/sms';
import type { FileStorage } from './lib/storage';
import type { UrlSigner } from './lib/url-signer';
import type { SessionCache } from './modules/auth/session-cache';
import type { PaymentProvider } from './modules/payments/provider';
import type { ChatEventBus } from './modules/realtime/chat-event-bus';

/** What the services are built from; app.ts assembles it once, tests swap parts of it. */
export interface AppContext {
  config: Config;
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  mailer: Mailer;
  sms: SmsSender;
  limits: RateLimits;
  storage: FileStorage;
  cache: Cache;
  /** The live sessions this instance has read, dropped on the database's change notices. */
  sessions: SessionCache;
  /** Short-lived read grants in the URLs of private files and paid course media. */
  signer: UrlSigner;
  /** Chat events to the WebSockets of every instance (Redis pub/sub, or in process). */
  chatEvents: ChatEventBus;
  /** The payment provider (modules/payments): the sandbox unless configured otherwise. */
  payments: PaymentProvider;
}
