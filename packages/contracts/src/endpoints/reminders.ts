import { endpoint } from '../endpoint';
import type { NoContent } from '../envelope';
import type {
  DayStreak,
  PushEndpointBody,
  PushPublicKey,
  PushSubscriptionBody,
  Schedule,
  UpdateScheduleBody,
} from '../reminders';

/** The learner's reminders, day streak and push devices (signed-in). */
export const reminderEndpoints = {
  schedule: endpoint<{ answer: typeof Schedule }>()({ method: 'GET', path: '/schedule' }),
  updateSchedule: endpoint<{ body: typeof UpdateScheduleBody; answer: typeof Schedule }>()({
    method: 'PUT',
    path: '/schedule/update',
  }),
  streak: endpoint<{ answer: typeof DayStreak }>()({ method: 'GET', path: '/streak' }),
  /** The server's VAPID public key, the applicationServerKey of a browser's subscription. */
  pushKey: endpoint<{ answer: typeof PushPublicKey }>()({
    method: 'GET',
    path: '/push/public-key',
  }),
  /** This browser's subscription, under the signed-in learner (at sign-in and on enabling). */
  subscribe: endpoint<{ body: typeof PushSubscriptionBody; answer: typeof NoContent }>()({
    method: 'POST',
    path: '/push/subscriptions',
    status: 204,
  }),
  /** Forgets this browser's subscription (at sign-out and on disabling). */
  unsubscribe: endpoint<{ body: typeof PushEndpointBody; answer: typeof NoContent }>()({
    method: 'POST',
    path: '/push/subscriptions/delete',
    status: 204,
  }),
};
