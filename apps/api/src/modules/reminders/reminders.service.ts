import type { DayStreak, Schedule } from '@platform/contracts/reminders';
import { STREAK_LOOKBACK_DAYS } from '@platform/domain/constants/reminders';
import { DAY_MS } from '@platform/domain/constants/time';
import {
  localDate,
  nextReminderAt,
  normalizeRepeatDays,
  type RepeatDays,
  reminderTimeZone,
  scheduleProblemMessage,
  scheduleProblems,
} from '@platform/domain/reminders';
import { dayStreak } from '@platform/domain/streak';
import type { AppContext } from '../../context';
import { toSeconds } from '../../lib/clock';
import { type FieldErrors, invalid } from '../../lib/errors';
import type { PushTarget } from '../../lib/push';
import type { SignedInUser } from '../auth/sessions.repository';
import { pushRepository } from './push.repository';
import { pushSetup } from './push.service';
import { scheduleNextReminder } from './reminder.job';
import { remindersRepository } from './reminders.repository';

/** The schedule, the streak and the learner's browsers. */
export function remindersService(ctx: AppContext) {
  const repository = remindersRepository(ctx.db);
  const push = pushRepository(ctx.db);

  function present(user: SignedInUser, repeatDays: Record<string, string[]>): Schedule {
    const zone = reminderTimeZone(user.timezone);
    const next = nextReminderAt(repeatDays, zone, ctx.clock.now().getTime());
    return {
      repeatDays,
      timezone: zone,
      nextReminderAt: next === null ? null : toSeconds(new Date(next)),
      enabled: !user.disableNotification,
    };
  }

  return {
    async schedule(user: SignedInUser): Promise<Schedule> {
      return present(user, (await repository.findSchedule(user.id)) ?? {});
    },

    /** Replaces the schedule: 422 with a message per weekday at fault. */
    async update(user: SignedInUser, repeatDays: RepeatDays): Promise<Schedule> {
      const problems = scheduleProblems(repeatDays);
      if (problems.length > 0) {
        const fields: FieldErrors = {};
        for (const problem of problems) {
          const field = `repeatDays.${problem.weekday}`;
          fields[field] = [...(fields[field] ?? []), scheduleProblemMessage(problem)];
        }
        throw invalid(fields);
      }
      const normalized = normalizeRepeatDays(repeatDays);
      await repository.saveSchedule(user.id, normalized);
      const answer = present(user, normalized);
      await scheduleNextReminder(
        ctx.db,
        user.id,
        answer.nextReminderAt === null ? null : answer.nextReminderAt * 1000,
      );
      return answer;
    },

    async streak(user: SignedInUser): Promise<DayStreak> {
      const zone = reminderTimeZone(user.timezone);
      const now = ctx.clock.now().getTime();
      const since = new Date(now - STREAK_LOOKBACK_DAYS * DAY_MS);
      const times = await repository.studyTimes(user.id, since);
      return dayStreak(
        times.map((time) => localDate(time, zone)),
        localDate(now, zone),
      );
    },

    async pushKey() {
      return { publicKey: (await pushSetup(ctx)).keys.publicKey };
    },

    subscribe: (user: SignedInUser, sessionId: number, target: PushTarget) =>
      push.save(user.id, sessionId, target),
    unsubscribe: (user: SignedInUser, endpoint: string) => push.remove(user.id, endpoint),
  };
}
