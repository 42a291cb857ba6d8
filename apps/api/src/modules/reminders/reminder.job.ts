import { REMINDER_LATE_TOLERANCE_S } from '@platform/domain/constants/reminders';
import { nextReminderAt, reminderTimeZone } from '@platform/domain/reminders';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { type BatchJob, type BatchResult, defineJobKind } from '../../jobs/job-kind';
import { cancelJob, scheduleJob } from '../../jobs/jobs.repository';
import { sendReminders } from './reminder-delivery';
import { remindersRepository } from './reminders.repository';

/** `dueAt`: the schedule's time this job is for (ms); a failed run is retried at a later
 * `runAt`, and the retry sends what that time did not. Older jobs without it are due at `runAt`. */
type ReminderPayload = { userId: number; dueAt?: number };

const keyOf = (userId: number) => `user:${userId}`;

/** Runs learners' reminder times (one job per learner), then schedules each one's next time. A
 * time found later than REMINDER_LATE_TOLERANCE_S (the servers were down) is skipped. A time
 * that is no longer in the schedule (the schedule or the profile's zone changed) sends nothing.
 * A batch is a constant number of statements: the learners and schedules in one, the delivery's
 * in a few more (reminder-delivery.ts). */
async function runReminders(
  jobs: BatchJob<ReminderPayload>[],
  ctx: AppContext,
  options: { concurrency: number },
): Promise<BatchResult<ReminderPayload>[]> {
  const recipients = new Map(
    (await remindersRepository(ctx.db).recipients(jobs.map((job) => job.payload.userId))).map(
      (recipient) => [recipient.id, recipient],
    ),
  );
  const now = ctx.clock.now().getTime();
  const plans = jobs.map((job) => {
    const recipient = recipients.get(job.payload.userId);
    if (!recipient) return { job };
    const zone = reminderTimeZone(recipient.timezone);
    const due = job.payload.dueAt ?? job.runAt.getTime();
    const late = job.late || (now - due) / 1000 > REMINDER_LATE_TOLERANCE_S;
    const stillDue = nextReminderAt(recipient.repeatDays, zone, due - 1) === due;
    return {
      job,
      next: nextReminderAt(recipient.repeatDays, zone, Math.max(due, now)),
      send:
        !late && stillDue && !recipient.disableNotification
          ? { recipient, timeZone: zone, at: new Date(due) }
          : null,
    };
  });
  const failures = await sendReminders(
    ctx,
    plans.flatMap(({ send }) => (send ? [send] : [])),
    options.concurrency,
  );
  return plans.map(({ job, next }): BatchResult<ReminderPayload> => {
    if (failures.has(job.payload.userId)) return { error: failures.get(job.payload.userId) };
    return {
      outcome:
        next === null || next === undefined
          ? undefined
          : { runAgainAt: new Date(next), payload: { userId: job.payload.userId, dueAt: next } },
    };
  });
}

/** A single job, as a batch of one. */
async function runOne(job: BatchJob<ReminderPayload>, ctx: AppContext) {
  const [result] = await runReminders([job], ctx, { concurrency: 1 });
  if (!result || 'error' in result) throw result?.error;
  return result.outcome;
}

export const reminderJob = defineJobKind<ReminderPayload>({
  name: 'reminders.send',
  run: (job, ctx) => runOne({ ...job, late: false }, ctx),
  runBatch: runReminders,
  late: {
    afterSeconds: REMINDER_LATE_TOLERANCE_S,
    handle: (job, ctx) => runOne({ ...job, late: true }, ctx),
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
      payload: { userId, dueAt: nextAt },
    });
}
