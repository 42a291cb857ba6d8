import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { createCache } from './lib/cache';
import { systemClock } from './lib/clock';
import { createMailer } from './lib/mailer';
import { createRateLimits } from './lib/rate-limits';
import { createPasswordHasher } from './lib/secrets';
import { createSmsSender } from './lib/sms';
import { createDiskStorage, type FileStorage } from './lib/storage';
import { createS3Storage } from './lib/storage-s3';
import { createUrlSigner } from './lib/url-signer';
import { createSessionCache } from './modules/auth/session-cache';
import { mailboxRepository } from './modules/mailbox/mailbox.repository';
import { createPaymentProvider } from './modules/payments/select-provider';
import {
  type ChatEventBus,
  memoryChatEventBus,
  redisChatEventBus,
} from './modules/realtime/chat-event-bus';

/** Uploaded files go to the S3 bucket when one is configured, else to DATA_DIR/uploads. */
export function createStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return createDiskStorage(join(config.DATA_DIR, 'uploads'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

export interface ContextHandle {
  ctx: AppContext;
  /** Closes what the context opened (the Redis connection); the database is the caller's. */
  close(): Promise<void>;
}

/** Assembles the services' context from the configuration: the one place that decides which
 * adapter runs (SMTP or the capture mailbox, Redis or in-process counters, caches and chat
 * events). Tests pass the parts they swap, such as a movable clock. */
export function createContext(
  config: Config,
  { db, notices }: Pick<DatabaseHandle, 'db' | 'notices'>,
  overrides: Partial<AppContext> = {},
): ContextHandle {
  const redis =
    config.REDIS_URL && !(overrides.limits && overrides.cache && overrides.chatEvents)
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 })
      : undefined;
  const clock = overrides.clock ?? systemClock;
  const capture = mailboxRepository(db).capture;
  const chatEvents: ChatEventBus =
    overrides.chatEvents ?? (redis ? redisChatEventBus(redis) : memoryChatEventBus());
  const ctx: AppContext = {
    config,
    db,
    clock,
    hasher: createPasswordHasher(config.ARGON2_MEMORY_KIB, config.ARGON2_TIME_COST),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, capture }),
    sms: createSmsSender(capture),
    limits: createRateLimits({ clock, redis }),
    storage: createStorage(config),
    // Expiry follows the context's clock, so a test's movable clock expires entries too.
    cache: createCache({ clock, redis }),
    sessions: createSessionCache(notices),
    signer: createUrlSigner(clock, config.URL_SIGNING_SECRET),
    payments: overrides.payments ?? createPaymentProvider(config, db, clock),
    chatEvents,
    ...overrides,
  };
  return {
    ctx,
    async close() {
      // A bus the caller passed is the caller's to close.
      if (chatEvents !== overrides.chatEvents) await chatEvents.close();
      await redis?.quit();
    },
  };
}
