import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** Every environment variable the API reads, with its default and meaning. The README's table
 * of variables is written from this schema. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** TCP port to listen on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('127.0.0.1'),
  /** Base URL users reach the product at; used in mailed links and OAuth callbacks. */
  PUBLIC_URL: optionalUrl,
  /** Folder of the embedded database (PGlite) and of uploaded files. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set it replaces the embedded database. */
  DATABASE_URL: optionalUrl,
  /** Redis connection string; when set, rate-limit counters are shared between instances. */
  REDIS_URL: optionalUrl,
  /** SMTP connection string (smtp://user:pass@host:port); without it mail goes to /dev/mailbox. */
  SMTP_URL: optionalUrl,
  /** The development mailbox (/dev/mailbox): `true` or `false`; unset, it exists only when HOST
   * is a loopback address (and no proxy or public URL points elsewhere). Never in production. */
  DEV_MAILBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().default('Learning platform <no-reply@localhost>'),
  /** Key of the short-lived signed URLs of files and course media; the same on every instance
   * behind a load balancer. Without it each process makes up its own. */
  URL_SIGNING_SECRET: z.string().min(32).optional(),
  /** Largest accepted upload, in bytes; at most 2 GiB − 1, as file sizes are stored as 32-bit
   * integers. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .default(50 * 1024 * 1024),
  /** S3-compatible object storage of uploaded files (AWS SDK v3); without a bucket they are kept
   * on disk under DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** The service's URL for S3-compatible stores (MinIO, Ceph, a cloud's object storage); unset
   * for AWS S3 itself. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  /** Without keys the SDK's default chain applies (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the URL's path rather than its host name (most S3-compatible services). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** argon2id memory cost in KiB and iterations (OWASP minimum: 19456 KiB, 2 passes). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19456).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(2).default(2),
  /** Seed the demo brands, accounts and content on start (idempotent). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Trust X-Forwarded-* headers from a load balancer in front of the API. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The built web app (`npm run build`); without it the API serves only its own routes. */
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /** Whether this instance runs the scheduled jobs (reminders, renewals); any number of
   * instances may, each job runs once. */
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** How often the job runner looks for due work, in milliseconds. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  /** Pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where video consultations meet (lib/video-meetings): `jitsi` gives each booking a Jitsi
   * Meet room with an unguessable name, which needs no account. */
  VIDEO_MEETINGS_PROVIDER: z.enum(['jitsi']).default('jitsi'),
  /** The Jitsi Meet server of the rooms (a self-hosted one, or the public meet.jit.si). */
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
  /** Who takes payments (modules/payments): `sandbox`, our own test checkout page whose test
   * cards choose the outcome (a fresh install and the tests), or `yookassa`. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
  /** Key the sandbox signs its webhooks with; the same on every instance behind a load
   * balancer. Without it each process makes up its own. */
  PAYMENTS_SANDBOX_SECRET: z.string().min(32).optional(),
  /** YooKassa's shop id and secret key (basic auth of its API v3); required with
   * PAYMENT_PROVIDER=yookassa. */
  YOOKASSA_SHOP_ID: z.string().trim().optional(),
  YOOKASSA_SECRET_KEY: z.string().trim().optional(),
  YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru/v3'),
  /** Addresses YooKassa sends webhooks from (comma-separated IPs or CIDR ranges, as its
   * documentation lists them); other senders are refused. */
  YOOKASSA_WEBHOOK_IPS: z
    .string()
    .default(
      '185.71.76.0/27,185.71.77.0/27,77.75.153.0/25,77.75.156.11,77.75.156.35,77.75.154.128/25,2a02:5180::/32',
    )
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1)),
  /** Admin dashboard that accepts the current token (shown to admins in the menu). */
  ADMIN_DASHBOARD_URL: optionalUrl,
  /** Social sign-in providers, each an OpenID Connect issuer or plain OAuth 2 endpoints:
   * OAUTH_<APPLE|GOOGLE|FACEBOOK|VKONTAKTE>_{ISSUER|AUTHORIZATION_URL|TOKEN_URL|USERINFO_URL|
   * CLIENT_ID|CLIENT_SECRET}. A provider without a client id is switched off. */
  ...Object.fromEntries(
    ['APPLE', 'GOOGLE', 'FACEBOOK', 'VKONTAKTE'].flatMap((provider) =>
      ['ISSUER', 'AUTHORIZATION_URL', 'TOKEN_URL', 'USERINFO_URL'].map((key) => [
        `OAUTH_${provider}_${key}`,
        optionalUrl,
      ]),
    ),
  ),
  ...Object.fromEntries(
    ['APPLE', 'GOOGLE', 'FACEBOOK', 'VKONTAKTE'].flatMap((provider) =>
      ['CLIENT_ID', 'CLIENT_SECRET'].map((key) => [
        `OAUTH_${provider}_${key}`,
        z.string().optional(),
      ]),
    ),
  ),
});

export type Config = z.infer<typeof configSchema> & Record<string, string | undefined>;

const isLoopback = (host: string) =>
  /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i.test(host.trim());

/** Whether the development mailbox, which shows every mailed link and code, is served: only to
 * this machine by default (a loopback HOST, no trusted proxy forwarding others to it, no public
 * URL elsewhere), or when switched on explicitly, and never in production. */
export function devMailboxEnabled(config: Config): boolean {
  if (config.NODE_ENV === 'production') return false;
  if (config.DEV_MAILBOX !== undefined) return config.DEV_MAILBOX;
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : config.HOST;
  return isLoopback(config.HOST) && isLoopback(publicHost) && !config.TRUST_PROXY;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema
    .refine((config) => !(config.NODE_ENV === 'production' && config.DEV_MAILBOX), {
      path: ['DEV_MAILBOX'],
      message: 'the development mailbox is never served in production',
    })
    .refine(
      (config) =>
        config.PAYMENT_PROVIDER !== 'yookassa' ||
        Boolean(config.YOOKASSA_SHOP_ID && config.YOOKASSA_SECRET_KEY),
      {
        path: ['YOOKASSA_SHOP_ID'],
        message: 'PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY',
      },
    )
    .safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data as Config;
}

export function publicUrl(config: Config): string {
  // An IPv6 address (HOST=::1) goes in brackets in a URL.
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return config.PUBLIC_URL ?? `http://${host}:${config.PORT}`;
}
