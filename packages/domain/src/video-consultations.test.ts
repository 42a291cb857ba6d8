import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from './constants/time';
import { VIDEO_CONSULTATION_LEAD_MS, VIDEO_CONSULTATION_MS } from './constants/video-consultations';
import {
  bookingRefusal,
  bookingWindow,
  type ExpertAvailability,
  freeSlots,
  instantOf,
  isoWeekday,
  isTimeZone,
  localDateTime,
  offeredSlots,
  videoConsultationStatus,
  zoneOffset,
} from './video-consultations';

const at = (iso: string) => Date.parse(iso);
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());

describe('time zones through Intl', () => {
  it('reads the offset on both sides of a daylight saving change', () => {
    expect(zoneOffset(at('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe(1 * HOUR_MS);
    expect(zoneOffset(at('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(2 * HOUR_MS);
    expect(zoneOffset(at('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR_MS);
    expect(zoneOffset(at('2026-07-01T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR_MS);
  });

  it('turns a local date and minute into an instant', () => {
    expect(instantOf('2026-11-26', 10 * 60, 'Europe/Moscow')).toBe(at('2026-11-26T07:00:00Z'));
    expect(instantOf('2026-11-26', 24 * 60, 'UTC')).toBe(at('2026-11-27T00:00:00Z'));
  });

  it('moves a time the clocks skip on by the gap, and takes the first of a time shown twice', () => {
    // Berlin springs from 02:00 to 03:00 on 29 March 2026 and falls back on 25 October.
    expect(instantOf('2026-03-29', 2 * 60 + 30, 'Europe/Berlin')).toBe(at('2026-03-29T01:30:00Z'));
    expect(instantOf('2026-10-25', 2 * 60 + 30, 'Europe/Berlin')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('shows an instant on a local clock', () => {
    expect(localDateTime(at('2026-11-26T21:30:00Z'), 'Europe/Moscow')).toEqual({
      date: '2026-11-27',
      time: '00:30',
    });
    expect(localDateTime(at('2026-11-26T21:30:00Z'), 'America/Lima')).toEqual({
      date: '2026-11-26',
      time: '16:30',
    });
  });

  it('knows time zone names and weekdays', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('offered slots', () => {
  const berlin: ExpertAvailability = {
    timeZone: 'Europe/Berlin',
    // Sundays 10:00–11:30 and Mondays 09:00–10:00.
    weekly: [
      { weekday: 7, startMinute: 600, endMinute: 690 },
      { weekday: 1, startMinute: 540, endMinute: 600 },
    ],
    daysOff: [],
  };

  it('cuts the weekly hours into slots of the consultation length, wholly inside them', () => {
    const slots = offeredSlots(berlin, at('2026-11-22T00:00:00Z'), at('2026-11-24T00:00:00Z'));
    expect(iso(slots)).toEqual([
      '2026-11-22T09:00:00.000Z',
      '2026-11-22T09:30:00.000Z',
      '2026-11-22T10:00:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
  });

  it('keeps the local hours across daylight saving changes (UTC moves by the offset)', () => {
    // Sunday 25 October 2026 is the change to winter time; the Sunday before is summer time.
    const summer = offeredSlots(berlin, at('2026-10-18T00:00:00Z'), at('2026-10-19T00:00:00Z'));
    const winter = offeredSlots(berlin, at('2026-10-25T00:00:00Z'), at('2026-10-26T00:00:00Z'));
    expect(iso(summer)[0]).toBe('2026-10-18T08:00:00.000Z');
    expect(iso(winter)[0]).toBe('2026-10-25T09:00:00.000Z');
    for (const slot of [...summer, ...winter])
      expect(localDateTime(slot, 'Europe/Berlin').time >= '10:00').toBe(true);
    // Spring: 29 March 2026 is summer time from 03:00 on.
    const spring = offeredSlots(berlin, at('2026-03-29T00:00:00Z'), at('2026-03-30T00:00:00Z'));
    expect(iso(spring)).toEqual([
      '2026-03-29T08:00:00.000Z',
      '2026-03-29T08:30:00.000Z',
      '2026-03-29T09:00:00.000Z',
    ]);
  });

  it('gives an interval over the night of the change its real length', () => {
    const night: ExpertAvailability = {
      timeZone: 'Europe/Berlin',
      weekly: [{ weekday: 7, startMinute: 60, endMinute: 240 }],
      daysOff: [],
    };
    // 01:00–04:00 local is two hours in spring and four in autumn.
    const spring = offeredSlots(night, at('2026-03-28T00:00:00Z'), at('2026-03-30T00:00:00Z'));
    const autumn = offeredSlots(night, at('2026-10-24T00:00:00Z'), at('2026-10-26T00:00:00Z'));
    expect(spring.length).toBe(4);
    expect(autumn.length).toBe(8);
  });

  it('skips days off, counted in the expert’s time zone', () => {
    const slots = offeredSlots(
      { ...berlin, daysOff: ['2026-11-22'] },
      at('2026-11-22T00:00:00Z'),
      at('2026-11-24T00:00:00Z'),
    );
    expect(iso(slots)).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-23T08:30:00.000Z']);
  });

  it('reads the weekday in the expert’s time zone, not in UTC', () => {
    // Monday 01:00 in Tokyo is Sunday 16:00 UTC.
    const tokyo: ExpertAvailability = {
      timeZone: 'Asia/Tokyo',
      weekly: [{ weekday: 1, startMinute: 60, endMinute: 120 }],
      daysOff: [],
    };
    const slots = offeredSlots(tokyo, at('2026-11-22T00:00:00Z'), at('2026-11-24T00:00:00Z'));
    expect(iso(slots)).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-22T16:30:00.000Z']);
  });

  it('keeps to the UTC grid in zones with a :45 offset, and to the window', () => {
    const kathmandu: ExpertAvailability = {
      timeZone: 'Asia/Kathmandu',
      weekly: [{ weekday: 1, startMinute: 600, endMinute: 720 }],
      daysOff: [],
    };
    // 10:00–12:00 local is 04:15–06:15 UTC: slots at 04:30, 05:00, 05:30.
    const slots = offeredSlots(kathmandu, at('2026-11-23T00:00:00Z'), at('2026-11-23T05:30:00Z'));
    expect(iso(slots)).toEqual(['2026-11-23T04:30:00.000Z', '2026-11-23T05:00:00.000Z']);
    for (const slot of slots) expect(slot % VIDEO_CONSULTATION_MS).toBe(0);
  });

  it('merges overlapping weekly intervals without repeating a slot', () => {
    const slots = offeredSlots(
      {
        timeZone: 'UTC',
        weekly: [
          { weekday: 1, startMinute: 600, endMinute: 660 },
          { weekday: 1, startMinute: 630, endMinute: 690 },
        ],
        daysOff: [],
      },
      at('2026-11-23T00:00:00Z'),
      at('2026-11-24T00:00:00Z'),
    );
    expect(iso(slots)).toEqual([
      '2026-11-23T10:00:00.000Z',
      '2026-11-23T10:30:00.000Z',
      '2026-11-23T11:00:00.000Z',
    ]);
  });
});

describe('booking', () => {
  const now = at('2026-11-25T12:00:00Z');

  it('offers slots from the lead time to the horizon, without the booked ones', () => {
    const window = bookingWindow(now);
    expect(window.from).toBe(now + VIDEO_CONSULTATION_LEAD_MS);
    expect(window.to - now).toBe(14 * 24 * HOUR_MS);
    expect(freeSlots([1, 2, 3], [2])).toEqual([1, 3]);
  });

  it('is available until booked, booked until it ends, then past', () => {
    expect(videoConsultationStatus(null, now)).toBe('available');
    expect(videoConsultationStatus(now, now + 29 * MINUTE_MS)).toBe('booked');
    expect(videoConsultationStatus(now, now + 30 * MINUTE_MS)).toBe('past');
  });

  const open = {
    brandSupports: true,
    courseOffers: true,
    stream: { isDemo: false, courseFullAccess: false },
    startsAt: null,
    now,
  };

  it('refuses a brand without video consultations, a course without them and a demo', () => {
    expect(bookingRefusal(open)).toBeNull();
    expect(bookingRefusal({ ...open, brandSupports: false })).toBe('disabled');
    expect(bookingRefusal({ ...open, courseOffers: false })).toBe('notOffered');
    expect(bookingRefusal({ ...open, stream: { isDemo: true, courseFullAccess: false } })).toBe(
      'locked',
    );
    expect(
      bookingRefusal({ ...open, stream: { isDemo: true, courseFullAccess: true } }),
    ).toBeNull();
  });

  it('moves a booking until the lead time before it starts', () => {
    const startsAt = now + VIDEO_CONSULTATION_LEAD_MS;
    expect(bookingRefusal({ ...open, startsAt })).toBeNull();
    expect(bookingRefusal({ ...open, startsAt: startsAt - 1000 })).toBe('unchangeable');
    expect(bookingRefusal({ ...open, startsAt: now - HOUR_MS })).toBe('unchangeable');
  });
});
