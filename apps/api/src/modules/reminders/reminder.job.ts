import { REMINDER_LATE_TOLERANCE_S } from '@platform/domain/constants/reminders';
import { nextReminderAt, reminderTimeZone } from '@platform/domain/reminders';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { type ClaimedJob, defineJobKind, type JobOutcome } from '../../jobs/job-kind';
import { cancelJob, scheduleJob } from '../../jobs/jobs.repository';
import { sendReminders } from './reminder-delivery';
import { remindersRepository } from './reminders.repository';

type ReminderPayload = { userId: number };

const keyOf = (userId: number) => `user:${userId}`;

/** Runs a learner's reminder time, then schedules the next one. A time found later than
 * REMINDER_LATE_TOLERANCE_S (the servers were down) is skipped. A time that is no longer in the
 * schedule (the schedule or the profile's zone changed) sends nothing. */
async function runReminder(
  job: ClaimedJob<ReminderPayload>,
  ctx: AppContext,
  send: boolean,
): Promise<JobOutcome<ReminderPayload>> {
  const repository = remindersRepository(ctx.db);
  const { userId } = job.payload;
  const recipient = await repository.recipient(userId);
  const schedule = recipient && (await repository.findSchedule(userId));
  if (!recipient || !schedule) return undefined;
  const zone = reminderTimeZone(recipient.timezone);
  const due = job.runAt.getTime();
  const stillDue = nextReminderAt(schedule, zone, due - 1) === due;
  if (send && stillDue && !recipient.disableNotification)
    await sendReminders(ctx, recipient, zone, job.runAt);
  const next = nextReminderAt(schedule, zone, Math.max(due, ctx.clock.now().getTime()));
  return next === null ? undefined : { runAgainAt: new Date(next), payload: job.payload };
}

export const reminderJob = defineJobKind<ReminderPayload>({
  name: 'reminders.send',
  run: (job, ctx) => runReminder(job, ctx, true),
  late: {
    afterSeconds: REMINDER_LATE_TOLERANCE_S,
    handle: (job, ctx) => runReminder(job, ctx, false),
  },
  leaseSeconds: 120,
});

/** Puts the learner's next reminder time in the job table (one job per learner), or removes it
 * for an empty schedule. */
export async function scheduleNextReminder(
  db: Executor,
  userId: number,
  nextAt: number | null,
): Promise<void> {
  if (nextAt === null) await cancelJob(db, reminderJob, keyOf(userId));
  else
    await scheduleJob(db, reminderJob, {
      key: keyOf(userId),
      runAt: new Date(nextAt),
      payload: { userId },
    });
}
