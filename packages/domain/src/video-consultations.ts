import { DAY_MS, MINUTE_MS } from './constants/time';
import {
  VIDEO_CONSULTATION_HORIZON_MS,
  VIDEO_CONSULTATION_LEAD_MS,
  VIDEO_CONSULTATION_MS,
} from './constants/video-consultations';
import { type DemoStream, isDemoRestricted } from './demo-access';
import type { Message } from './message';

/**
 * Video consultations booked from experts' availability. Weekly hours and days off are written
 * in the expert's time zone; slots are instants (ms) on a UTC grid of the consultation's length;
 * a learner sees them in their own time zone. Time zone arithmetic goes through Intl only, so
 * the rules hold across daylight saving changes without a date library.
 */

/** A weekly interval in the expert's time zone: ISO weekday (1 Monday … 7 Sunday), minutes from
 * local midnight, end excluded. */
export interface WeeklyHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface ExpertAvailability {
  timeZone: string;
  weekly: readonly WeeklyHours[];
  /** Local dates (YYYY-MM-DD) in the expert's time zone. */
  daysOff: readonly string[];
}

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a time zone, as if it were UTC (ms), to whole seconds. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/** The time zone's offset from UTC at an instant, in ms (Moscow: +3 h). */
export function zoneOffset(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** Whether the name is a time zone Intl knows. */
export function isTimeZone(name: string): boolean {
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** An instant as the date and time a clock in the time zone shows. */
export function localDateTime(instant: number, timeZone: string): LocalDateTime {
  const wall = new Date(wallClock(instant, timeZone));
  return {
    date: isoDate(wall.getTime()),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/**
 * The instant a local date and minute of the time zone stand for. A time the clocks skip
 * (spring forward) is moved on by the gap; a time they show twice (fall back) is the first
 * of the two.
 */
export function instantOf(date: string, minute: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;
  // At most one change of offset lies within a day of any wall time.
  const before = wall - zoneOffset(wall - DAY_MS, timeZone);
  const after = wall - zoneOffset(wall + DAY_MS, timeZone);
  const shows = (instant: number) => wallClock(instant, timeZone) === wall;
  if (shows(before) && shows(after)) return Math.min(before, after);
  if (shows(before)) return before;
  if (shows(after)) return after;
  return Math.max(before, after);
}

/** ISO weekday of a YYYY-MM-DD date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** The slots an expert works in within [from, to): each on the UTC grid and wholly inside one
 * of the weekly intervals of a local day that is not a day off; ascending, without repeats. */
export function offeredSlots(availability: ExpertAvailability, from: number, to: number): number[] {
  const { timeZone, weekly, daysOff } = availability;
  const off = new Set(daysOff);
  const slots = new Set<number>();
  // Local days around the window: an interval of a day may reach into the next one.
  const first = Date.parse(`${localDateTime(from, timeZone).date}T00:00:00Z`) - DAY_MS;
  const last = Date.parse(`${localDateTime(to, timeZone).date}T00:00:00Z`);
  for (let day = first; day <= last; day += DAY_MS) {
    const date = isoDate(day);
    if (off.has(date)) continue;
    const weekday = isoWeekday(date);
    for (const hours of weekly) {
      if (hours.weekday !== weekday) continue;
      const start = instantOf(date, hours.startMinute, timeZone);
      const end = instantOf(date, hours.endMinute, timeZone);
      const firstSlot = Math.ceil(start / VIDEO_CONSULTATION_MS) * VIDEO_CONSULTATION_MS;
      for (
        let slot = firstSlot;
        slot + VIDEO_CONSULTATION_MS <= end;
        slot += VIDEO_CONSULTATION_MS
      ) {
        if (slot >= from && slot < to) slots.add(slot);
      }
    }
  }
  return [...slots].sort((a, b) => a - b);
}

/** Where slots may be booked at `now`: from the lead time on, up to the horizon. */
export function bookingWindow(now: number): { from: number; to: number } {
  return { from: now + VIDEO_CONSULTATION_LEAD_MS, to: now + VIDEO_CONSULTATION_HORIZON_MS };
}

/** The offered slots of an expert that no booking holds. */
export function freeSlots(offered: readonly number[], booked: Iterable<number>): number[] {
  const taken = new Set(booked);
  return offered.filter((slot) => !taken.has(slot));
}

export type VideoConsultationStatus = 'available' | 'booked' | 'past';

/** Available until booked; booked until its end; then past. */
export function videoConsultationStatus(
  startsAt: number | null,
  now: number,
): VideoConsultationStatus {
  if (startsAt === null) return 'available';
  return now < startsAt + VIDEO_CONSULTATION_MS ? 'booked' : 'past';
}

export const VIDEO_CONSULTATION_REFUSALS = [
  'disabled',
  'notOffered',
  'locked',
  'unchangeable',
] as const;
export type VideoConsultationRefusal = (typeof VIDEO_CONSULTATION_REFUSALS)[number];

export interface BookingContext {
  /** The brand's isVideoConsultationSupport. */
  brandSupports: boolean;
  /** The course of the stream offers video consultations. */
  courseOffers: boolean;
  stream: DemoStream;
  /** The consultation's current start, null while unbooked. */
  startsAt: number | null;
  now: number;
}

/** Why a consultation cannot be booked or moved now, or null: the brand's switch, the course
 * without video consultations, a demo stream without full access, a booking that has begun or
 * lies within the lead time. */
export function bookingRefusal(context: BookingContext): VideoConsultationRefusal | null {
  if (!context.brandSupports) return 'disabled';
  if (!context.courseOffers) return 'notOffered';
  if (isDemoRestricted(context.stream)) return 'locked';
  if (context.startsAt !== null && context.now > context.startsAt - VIDEO_CONSULTATION_LEAD_MS)
    return 'unchangeable';
  return null;
}

export function videoConsultationErrorMessage(
  code:
    | VideoConsultationRefusal
    | 'slotTaken'
    | 'slotUnavailable'
    | 'startRequired'
    | 'learnerBusy',
): Message {
  return { key: `videoConsultations.errors.${code}` };
}
