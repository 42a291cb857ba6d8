import { describe, expect, it } from 'vitest';
import {
  isPushPromptDue,
  isQuietMinute,
  localDate,
  nextReminderAt,
  normalizeRepeatDays,
  scheduleProblems,
} from './reminders';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('schedule problems', () => {
  it('accepts ISO weekdays 1–7 with HH:MM times outside the quiet hours', () => {
    expect(scheduleProblems({ '1': ['06:00', '08:30'], '7': ['22:59'] })).toEqual([]);
    expect(scheduleProblems({})).toEqual([]);
  });

  it('refuses impossible weekdays', () => {
    expect(scheduleProblems({ '0': ['08:00'], '8': [], mon: ['08:00'], '01': [] })).toEqual([
      { weekday: '0', code: 'weekday' },
      { weekday: '8', code: 'weekday' },
      { weekday: 'mon', code: 'weekday' },
      { weekday: '01', code: 'weekday' },
    ]);
  });

  it('refuses impossible times', () => {
    const bad = ['24:00', '12:60', '9:05', '09:5', '07:00:00', 'noon'];
    expect(scheduleProblems({ '2': bad }).map((problem) => problem.time)).toEqual(bad);
    expect(scheduleProblems({ '2': ['24:00'] })[0]?.code).toBe('time');
  });

  it('refuses times in the quiet hours 23:00–06:00', () => {
    expect(scheduleProblems({ '3': ['23:00', '05:59', '00:00'] })).toEqual([
      { weekday: '3', time: '23:00', code: 'quietHours' },
      { weekday: '3', time: '05:59', code: 'quietHours' },
      { weekday: '3', time: '00:00', code: 'quietHours' },
    ]);
    expect(isQuietMinute(22 * 60 + 59)).toBe(false);
    expect(isQuietMinute(6 * 60)).toBe(false);
  });

  it('refuses more than six distinct times a day', () => {
    const seven = ['07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'];
    expect(scheduleProblems({ '4': seven })).toEqual([{ weekday: '4', code: 'tooMany' }]);
    expect(scheduleProblems({ '4': [...seven.slice(0, 6), '07:00'] })).toEqual([]);
  });

  it('stores weekdays in order, times sorted once, empty days dropped', () => {
    expect(
      normalizeRepeatDays({ '5': ['20:00', '08:00', '20:00'], '1': [], '2': ['07:00'] }),
    ).toEqual({ '2': ['07:00'], '5': ['08:00', '20:00'] });
  });
});

describe('the next reminder', () => {
  const berlin = 'Europe/Berlin';

  it('is the next listed local time, today or on a later weekday', () => {
    // Tuesday 2026-03-10, 09:00 in Berlin (UTC+1).
    const now = at('2026-03-10T08:00:00Z');
    expect(iso(nextReminderAt({ '2': ['08:00', '18:30'] }, berlin, now))).toBe(
      '2026-03-10T17:30:00.000Z',
    );
    expect(iso(nextReminderAt({ '2': ['08:00'] }, berlin, now))).toBe('2026-03-17T07:00:00.000Z');
    expect(iso(nextReminderAt({ '5': ['07:15'] }, berlin, now))).toBe('2026-03-13T06:15:00.000Z');
    expect(nextReminderAt({}, berlin, now)).toBeNull();
  });

  it('is strictly after the moment given (a reminder that just rang moves to the next)', () => {
    const rang = at('2026-03-10T17:30:00Z');
    expect(iso(nextReminderAt({ '2': ['18:30'], '3': ['08:00'] }, berlin, rang))).toBe(
      '2026-03-11T07:00:00.000Z',
    );
  });

  it('keeps the local time across the spring change (UTC+1 → UTC+2)', () => {
    // Berlin moves its clocks on Sunday 2026-03-29; 08:00 is 07:00Z before and 06:00Z after.
    const schedule = { '6': ['08:00'], '1': ['08:00'] };
    const saturday = nextReminderAt(schedule, berlin, at('2026-03-27T12:00:00Z'));
    expect(iso(saturday)).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(nextReminderAt(schedule, berlin, saturday ?? 0))).toBe('2026-03-30T06:00:00.000Z');
  });

  it('keeps the local time across the autumn change (UTC+2 → UTC+1)', () => {
    // Sunday 2026-10-25.
    const schedule = { '6': ['20:00'], '7': ['20:00'] };
    const saturday = nextReminderAt(schedule, berlin, at('2026-10-24T12:00:00Z'));
    expect(iso(saturday)).toBe('2026-10-24T18:00:00.000Z');
    expect(iso(nextReminderAt(schedule, berlin, saturday ?? 0))).toBe('2026-10-25T19:00:00.000Z');
  });

  it('rings once, after the gap, for a time the clocks skip', () => {
    // New York skips 02:00–03:00 on 2026-03-08 (a Sunday). Quiet hours forbid 02:30 in a saved
    // schedule, but the rule itself must hold: 02:30 that day rings at 03:30 EDT (07:30Z).
    const next = nextReminderAt({ '7': ['02:30'] }, 'America/New_York', at('2026-03-07T12:00:00Z'));
    expect(iso(next)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('rings once for a time the clocks show twice', () => {
    // New York shows 01:00–02:00 twice on 2026-11-01 (a Sunday).
    const zone = 'America/New_York';
    const first = nextReminderAt({ '7': ['01:30'] }, zone, at('2026-10-31T12:00:00Z'));
    expect(iso(first)).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(nextReminderAt({ '7': ['01:30'] }, zone, first ?? 0))).toBe(
      '2026-11-08T06:30:00.000Z',
    );
  });

  it("follows the learner's zone, whatever the server's", () => {
    // 07:00 on Monday in Tokyo is Sunday 22:00Z.
    const next = nextReminderAt({ '1': ['07:00'] }, 'Asia/Tokyo', at('2026-06-07T12:00:00Z'));
    expect(iso(next)).toBe('2026-06-07T22:00:00.000Z');
    expect(localDate(next ?? 0, 'Asia/Tokyo')).toBe('2026-06-08');
  });
});

describe('the push prompt', () => {
  const due = {
    permission: 'default',
    dismissed: false,
    pageViews: 1000,
    sinceFirstViewMs: 100_000,
  } as const;

  it('is offered after 1000 page views and 100000 ms, both', () => {
    expect(isPushPromptDue(due)).toBe(true);
    expect(isPushPromptDue({ ...due, pageViews: 999 })).toBe(false);
    expect(isPushPromptDue({ ...due, sinceFirstViewMs: 99_999 })).toBe(false);
  });

  it('is not offered once the browser was asked or the learner said not now', () => {
    expect(isPushPromptDue({ ...due, permission: 'granted' })).toBe(false);
    expect(isPushPromptDue({ ...due, permission: 'denied' })).toBe(false);
    expect(isPushPromptDue({ ...due, dismissed: true })).toBe(false);
  });
});
