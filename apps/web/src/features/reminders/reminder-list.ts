import type { RepeatDays } from '@platform/domain/reminders';

/**
 * The schedule as the screens show it: one reminder per time of day with the weekdays it rings
 * on. The wire keeps weekday → times (spec), so a reminder's id is its time without the colon
 * ('0830'), and saving one rewrites the weekdays' lists.
 */
export type Reminder = { id: string; time: string; weekdays: number[] };

const ID = /^([01]\d|2[0-3])([0-5]\d)$/;

export const reminderIdOf = (time: string) => time.replace(':', '');

/** The time of a reminder id, null for an id that is not a time. */
export function timeOfReminderId(id: string): string | null {
  const match = ID.exec(id);
  return match ? `${match[1]}:${match[2]}` : null;
}

export function remindersOf(repeatDays: RepeatDays): Reminder[] {
  const byTime = new Map<string, number[]>();
  for (const [weekday, times] of Object.entries(repeatDays)) {
    for (const time of times) byTime.set(time, [...(byTime.get(time) ?? []), Number(weekday)]);
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, weekdays]) => ({
      id: reminderIdOf(time),
      time,
      weekdays: weekdays.sort((a, b) => a - b),
    }));
}

/** The schedule without a time on any weekday. */
export function withoutReminder(repeatDays: RepeatDays, time: string): Record<string, string[]> {
  const next: Record<string, string[]> = {};
  for (const [weekday, times] of Object.entries(repeatDays)) {
    const kept = times.filter((other) => other !== time);
    if (kept.length > 0) next[weekday] = kept;
  }
  return next;
}

/** The schedule with a reminder (re)placed: the previous time goes from every weekday, the new
 * one is added to the chosen weekdays (a time another reminder has already keeps its days: the
 * two merge). */
export function withReminder(
  repeatDays: RepeatDays,
  previousTime: string | null,
  reminder: { time: string; weekdays: readonly number[] },
): Record<string, string[]> {
  const next = withoutReminder(repeatDays, previousTime ?? '');
  for (const weekday of reminder.weekdays) {
    const times = next[String(weekday)] ?? [];
    if (!times.includes(reminder.time)) next[String(weekday)] = [...times, reminder.time].sort();
  }
  return next;
}
