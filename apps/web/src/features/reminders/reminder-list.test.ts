import { describe, expect, it } from 'vitest';
import { remindersOf, timeOfReminderId, withoutReminder, withReminder } from './reminder-list';

describe('reminders from a schedule', () => {
  const schedule = { '1': ['08:00', '19:30'], '3': ['08:00'], '6': ['10:15'] };

  it('groups the weekdays of each time, by time', () => {
    expect(remindersOf(schedule)).toEqual([
      { id: '0800', time: '08:00', weekdays: [1, 3] },
      { id: '1015', time: '10:15', weekdays: [6] },
      { id: '1930', time: '19:30', weekdays: [1] },
    ]);
    expect(remindersOf({})).toEqual([]);
  });

  it('reads a time from an id, and nothing from an id that is not one', () => {
    expect(timeOfReminderId('0830')).toBe('08:30');
    expect(timeOfReminderId('2460')).toBeNull();
    expect(timeOfReminderId('new')).toBeNull();
  });

  it('adds a new reminder to its weekdays', () => {
    expect(withReminder(schedule, null, { time: '07:00', weekdays: [1, 7] })).toEqual({
      '1': ['07:00', '08:00', '19:30'],
      '3': ['08:00'],
      '6': ['10:15'],
      '7': ['07:00'],
    });
  });

  it('moves an edited reminder to its new time and weekdays', () => {
    expect(withReminder(schedule, '08:00', { time: '09:00', weekdays: [2] })).toEqual({
      '1': ['19:30'],
      '2': ['09:00'],
      '6': ['10:15'],
    });
  });

  it('merges a reminder given the time of another one, which keeps its weekdays', () => {
    expect(withReminder(schedule, '10:15', { time: '08:00', weekdays: [1, 6] })).toEqual({
      '1': ['08:00', '19:30'],
      '3': ['08:00'],
      '6': ['08:00'],
    });
  });

  it('removes a reminder from every weekday, dropping days left empty', () => {
    expect(withoutReminder(schedule, '08:00')).toEqual({ '1': ['19:30'], '6': ['10:15'] });
  });
});
