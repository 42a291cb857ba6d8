import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/reminders';
import { sessions } from '../../db/schema/users';
import type { PushTarget, VapidKeys } from '../../lib/push';

/** A learner's browser as the reminders push to it. */
export interface PushSubscriber extends PushTarget {
  id: number;
  userId: number;
  sessionEndsAt: Date;
}

/** The browsers' push subscriptions and the server's VAPID keys. */
export function pushRepository(db: Executor) {
  return {
    /** The key pair, made by the first caller: concurrent first starts keep whichever row was
     * written first. */
    async vapidKeys(generate: () => VapidKeys): Promise<VapidKeys> {
      const read = () =>
        db
          .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
          .from(pushVapidKeys)
          .where(eq(pushVapidKeys.id, 1));
      const [existing] = await read();
      if (existing) return existing;
      await db
        .insert(pushVapidKeys)
        .values({ id: 1, ...generate() })
        .onConflictDoNothing();
      const [kept] = await read();
      if (!kept) throw new Error('VAPID keys were not stored');
      return kept;
    },

    /** The learners' browsers whose session (signed in, not revoked) lasts past a moment: a
     * subscription of an ended session (signed out, revoked, expired) is not its learner's to
     * receive any more. With the session's end, for callers asking about later moments. */
    async subscriptionsOf(userIds: number[], now: Date): Promise<PushSubscriber[]> {
      const rows = await db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          sessionEndsAt: sessions.expiresAt,
        })
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(
          and(
            inArray(pushSubscriptions.userId, userIds),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .orderBy(pushSubscriptions.id);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        endpoint: row.endpoint,
        keys: { p256dh: row.p256dh, auth: row.auth },
        sessionEndsAt: row.sessionEndsAt,
      }));
    },

    /** Registers the browser under the learner's session; one signed in before on it loses it. */
    async save(userId: number, sessionId: number, target: PushTarget) {
      const values = { userId, sessionId, endpoint: target.endpoint, ...target.keys };
      await db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    },

    /** The learner's own subscription only: someone else's endpoint is left alone. */
    async remove(userId: number, endpoint: string) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Subscriptions the push service called gone (404/410). */
    async removeDead(ids: number[]) {
      if (ids.length > 0)
        await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },
  };
}
