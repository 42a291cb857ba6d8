import { z } from 'zod';
import { UnixSeconds } from './time';

/** Reminders (spec 002, "Schedule: repeatDays mapping weekday number to a list of times"), the
 * day streak and the browser's Web Push subscription (issue 13). */

/** ISO weekday ('1' Monday … '7' Sunday) → local times 'HH:MM'. The shape only: which weekdays
 * and times are possible is the domain's rule (reminders.scheduleProblems), answered 422 per
 * weekday. */
export const RepeatDays = z.record(z.string().max(16), z.array(z.string().max(16)).max(48));

export const UpdateScheduleBody = z.strictObject({ repeatDays: RepeatDays });

export const Schedule = z.object({
  repeatDays: z.record(z.string(), z.array(z.string())),
  /** The learner's time zone the times are read in (the profile's, else the default). */
  timezone: z.string(),
  /** When the next reminder is due, null without times. */
  nextReminderAt: UnixSeconds.nullable(),
  /** Whether this account receives reminders (the profile's notifications switch). */
  enabled: z.boolean(),
});
export type Schedule = z.infer<typeof Schedule>;

export const DayStreak = z.object({
  /** Days with a finished lesson or day in the current streak. */
  days: z.number().int().nonnegative(),
  studiedToday: z.boolean(),
  /** Forgiven missed days of the streak (one a week), newest first, YYYY-MM-DD. */
  forgivenDates: z.array(z.string()),
});
export type DayStreak = z.infer<typeof DayStreak>;

export const PushPublicKey = z.object({ publicKey: z.string() });

const Endpoint = z.url({ protocol: /^https?$/ }).max(2048);
const Base64Url = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser's PushSubscription.toJSON(). */
export const PushSubscriptionBody = z.object({
  endpoint: Endpoint,
  keys: z.object({ p256dh: Base64Url, auth: Base64Url }),
  expirationTime: z.number().nullish(),
});

export const PushEndpointBody = z.strictObject({ endpoint: Endpoint });
