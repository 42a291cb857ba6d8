import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A browser's subscription as PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** 'gone': the push service no longer knows the subscription (404 or 410); forget it. */
export type PushResult = 'sent' | 'gone';

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** How long a push service keeps an undelivered reminder for an offline browser. */
const TTL_S = 4 * 3600;

/** A VAPID JWT is valid this long (at most 24 h by RFC 8292) and made again after half of it. */
const VAPID_TTL_S = 12 * 3600;

/** fetch's failure when the socket was reset or closed under the request (undici's codes). */
function connectionReset(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}

/** Web Push (RFC 8030/8291/8292): `web-push` encrypts the payload; the VAPID header is signed
 * once per push service (audience) and reused until half its life has passed, rather than one
 * ES256 signature per message; the request goes through fetch, which also speaks plain HTTP to a
 * local test service (web-push's own request is HTTPS only). Any other answer than 2xx, 404 or
 * 410 throws, so the job retries later. */
export function createWebPushSender(keys: VapidKeys, subject: string): PushSender {
  const signed = new Map<string, { authorization: string; renewAt: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    let header = signed.get(audience);
    if (!header || header.renewAt <= now) {
      const expiresAt = Math.floor(now / 1000) + VAPID_TTL_S;
      const { Authorization } = webpush.getVapidHeaders(
        audience,
        subject,
        keys.publicKey,
        keys.privateKey,
        'aes128gcm',
        expiresAt,
      );
      header = { authorization: Authorization, renewAt: now + (VAPID_TTL_S / 2) * 1000 };
      signed.set(audience, header);
    }
    return header.authorization;
  };
  return {
    async send(target, payload) {
      const request = webpush.generateRequestDetails(target, payload, {
        TTL: TTL_S,
        contentEncoding: 'aes128gcm',
      });
      const post = () =>
        fetch(request.endpoint, {
          method: request.method,
          headers: {
            ...(request.headers as Record<string, string>),
            Authorization: authorizationFor(request.endpoint),
          },
          body: request.body ?? null,
          signal: AbortSignal.timeout(10_000),
        });
      // A kept-alive connection the push service closed as we reused it fails at once; the
      // second try opens a new one. A duplicate is harmless: the notification's tag replaces it.
      const response = await post().catch((error: unknown) => {
        if (connectionReset(error)) return post();
        throw error;
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}
