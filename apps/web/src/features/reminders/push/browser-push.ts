import { reminderEndpoints } from '@platform/contracts/endpoints/reminders';
import type { PushService } from '../../../shared/analytics/push';
import { call } from '../../../shared/api/http-client';

/**
 * Web Push in this browser: the service worker's subscription, made with the server's VAPID key
 * and registered under the signed-in session (the push "external user id" of the spec). The
 * server stops pushing to it when that session ends, so signing out needs no call (the token is
 * revoked by then); the next sign-in registers the same subscription under the new session.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

function register(subscription: PushSubscription): Promise<null> {
  const json = subscription.toJSON();
  return call(reminderEndpoints.subscribe, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  });
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Asks the browser (on the learner's click), subscribes and registers this device. */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const worker = await registration();
  if (!worker) throw new Error('no service worker');
  const { publicKey } = await call(reminderEndpoints.pushKey);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }));
  await register(subscription);
  return 'on';
}

/** Unsubscribes this browser and tells the server to forget it. */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await call(reminderEndpoints.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}

/** The push service of telemetry: at sign-in (and at each start with a session) a browser that
 * already allowed push is registered under the new session. */
export const browserPushService: PushService = {
  setExternalUserId() {
    if (!pushSupported() || Notification.permission !== 'granted') return;
    void currentSubscription()
      .then((subscription) => (subscription ? register(subscription) : null))
      .catch(() => {
        // Offline or the worker not ready: the reminders screen registers it again.
      });
  },
  removeExternalUserId() {
    // The server ends it with the session (see above).
  },
};
