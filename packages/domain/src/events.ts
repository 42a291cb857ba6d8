import { localDate, nextReminderAt, type RepeatDays } from './reminders';
import type { StreamStatus } from './stream-status';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead /events looks: a month of dated things. */
export const EVENTS_HORIZON_DAYS = 30;
/** Reminders ring often: a week of them is enough to plan by. */
export const EVENTS_REMINDER_DAYS = 7;

export type LearnerEventKind =
  | 'streamStart'
  | 'freezeEnd'
  | 'accessEnds'
  | 'consultation'
  | 'reminder';

/** A dated thing of the learner's: what, when (ms), and about which stream or booking. */
export interface LearnerEvent {
  kind: LearnerEventKind;
  at: number;
  /** The course's title; empty for a reminder. */
  title: string;
  streamId?: number;
  consultationId?: number;
}

export interface EventStream {
  id: number;
  title: string;
  status: StreamStatus;
  startDate: number;
  endDate: number | null;
  /** The stream's freeze, when it has one that is not canceled. */
  freeze: { status: string; endDate: number } | null;
}

export interface EventConsultation {
  id: number;
  title: string;
  status: string;
  start: number | null;
}

export interface EventSources {
  streams: readonly EventStream[];
  consultations: readonly EventConsultation[];
  /** The learner's reminders, when they receive them. */
  reminders: { repeatDays: RepeatDays; timeZone: string } | null;
  now: number;
}

/** Reminder instants after `now`, up to `until`. */
function reminderTimes(repeatDays: RepeatDays, timeZone: string, now: number, until: number) {
  const times: number[] = [];
  for (let at = nextReminderAt(repeatDays, timeZone, now); at !== null && at <= until; ) {
    times.push(at);
    at = nextReminderAt(repeatDays, timeZone, at);
  }
  return times;
}

/**
 * The learner's coming dated things, soonest first: streams that start, freezes that end,
 * access that ends (a running or frozen stream's end date), booked video consultations within
 * the horizon, and a week of reminders.
 */
export function learnerEvents({ streams, consultations, reminders, now }: EventSources) {
  const until = now + EVENTS_HORIZON_DAYS * DAY_MS;
  const coming = (at: number | null): at is number => at !== null && at > now && at <= until;
  const events: LearnerEvent[] = [];
  for (const stream of streams) {
    const about = { title: stream.title, streamId: stream.id };
    if (stream.status === 'not_started' && coming(stream.startDate)) {
      events.push({ kind: 'streamStart', at: stream.startDate, ...about });
    }
    if (stream.freeze?.status === 'Active' && coming(stream.freeze.endDate)) {
      events.push({ kind: 'freezeEnd', at: stream.freeze.endDate, ...about });
    }
    if ((stream.status === 'started' || stream.status === 'freeze') && coming(stream.endDate)) {
      events.push({ kind: 'accessEnds', at: stream.endDate, ...about });
    }
  }
  for (const booking of consultations) {
    if (booking.status === 'booked' && coming(booking.start)) {
      events.push({
        kind: 'consultation',
        at: booking.start,
        title: booking.title,
        consultationId: booking.id,
      });
    }
  }
  if (reminders) {
    const weekAhead = now + EVENTS_REMINDER_DAYS * DAY_MS;
    for (const at of reminderTimes(reminders.repeatDays, reminders.timeZone, now, weekAhead)) {
      events.push({ kind: 'reminder', at, title: '' });
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

/** Events grouped by the learner's local date (YYYY-MM-DD), in order. */
export function eventsByDay(events: readonly LearnerEvent[], timeZone: string) {
  const days: { date: string; events: LearnerEvent[] }[] = [];
  for (const event of events) {
    const date = localDate(event.at, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.events.push(event);
    else days.push({ date, events: [event] });
  }
  return days;
}
