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

/** Web Push (RFC 8030/8291/8292): `web-push` encrypts the payload and signs the VAPID header;
 * the request itself goes through fetch, which also speaks plain HTTP to a local test service
 * (web-push's own request is HTTPS only). Any other answer than 2xx, 404 or 410 throws, so the
 * job retries later. */
export function createWebPushSender(keys: VapidKeys, subject: string): PushSender {
  return {
    async send(target, payload) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails: { subject, ...keys },
        TTL: TTL_S,
        contentEncoding: 'aes128gcm',
      });
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'sent';
    },
  };
}
