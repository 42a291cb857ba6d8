import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import {
  createWebPushSender,
  generateVapidKeys,
  type PushSender,
  type PushTarget,
  type VapidKeys,
} from '../../lib/push';
import { pushRepository } from './push.repository';

interface PushSetup {
  keys: VapidKeys;
  sender: PushSender;
}

// One per database: the keys are read (or made) once.
const setups = new WeakMap<Database, Promise<PushSetup>>();

/** The VAPID subject: the contact a push service may write to, the sender's mail address. */
function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** The server's VAPID keys (made on the first start, kept in the database) and the sender
 * signing with them. */
export function pushSetup(ctx: AppContext): Promise<PushSetup> {
  let setup = setups.get(ctx.db);
  if (!setup) {
    setup = pushRepository(ctx.db)
      .vapidKeys(generateVapidKeys)
      .then((keys) => ({
        keys,
        sender: createWebPushSender(keys, vapidSubject(ctx.config.MAIL_FROM)),
      }));
    // A failed read (database away) is tried again by the next caller.
    setup.catch(() => setups.delete(ctx.db));
    setups.set(ctx.db, setup);
  }
  return setup;
}

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service called gone (404/410), for the caller to forget. */
  gone: number[];
  /** The first failure of another kind, when no browser got it (worth trying again later). */
  failure?: unknown;
}

/** Sends one payload to each of a learner's browsers at the same time. Nothing is written: the
 * caller removes the gone subscriptions, for many learners at once. */
export async function pushToAll(
  ctx: AppContext,
  targets: (PushTarget & { id: number })[],
  payload: string,
): Promise<PushOutcome> {
  const { sender } = await pushSetup(ctx);
  const results = await Promise.allSettled(targets.map((target) => sender.send(target, payload)));
  const gone = targets
    .filter((_, index) => {
      const result = results[index];
      return result?.status === 'fulfilled' && result.value === 'gone';
    })
    .map((target) => target.id);
  const sent = results.filter(
    (result) => result.status === 'fulfilled' && result.value === 'sent',
  ).length;
  const failure = results.find((result) => result.status === 'rejected');
  return sent === 0 && failure ? { sent, gone, failure: failure.reason } : { sent, gone };
}
