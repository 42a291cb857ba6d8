import { nextReminderAt, reminderTimeZone } from '@platform/domain/reminders';
import { scheduleNextReminder } from '../modules/reminders/reminder.job';
import { remindersRepository } from '../modules/reminders/reminders.repository';
import { usersRepository } from '../modules/users/users.repository';
import type { SeedStep } from './seed-step';

const LEARNER = 'demo@example.com';
/** Weekdays before work, the weekend later in the morning. */
const DEMO_SCHEDULE = {
  '1': ['08:00'],
  '2': ['08:00'],
  '3': ['08:00'],
  '4': ['08:00'],
  '5': ['08:00'],
  '6': ['10:00'],
  '7': ['10:00'],
};

/** The demo learner's reminder schedule and its next reminder, unless they have one. */
export const seedReminders: SeedStep = async ({ db, now }) => {
  const learner = await usersRepository(db).findByEmail(LEARNER);
  if (!learner) return;
  const reminders = remindersRepository(db);
  if (await reminders.findSchedule(learner.id)) return;
  await reminders.saveSchedule(learner.id, DEMO_SCHEDULE);
  const zone = reminderTimeZone(learner.timezone);
  await scheduleNextReminder(db, learner.id, nextReminderAt(DEMO_SCHEDULE, zone, now.getTime()));
};
