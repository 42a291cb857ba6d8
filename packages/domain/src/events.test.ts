import { describe, expect, it } from 'vitest';
import { type EventStream, eventsByDay, learnerEvents } from './events';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const stream = (overrides: Partial<EventStream>): EventStream => ({
  id: 1,
  title: 'Йога',
  status: 'started',
  startDate: NOW - 10 * DAY,
  endDate: NOW + 100 * DAY,
  freeze: null,
  ...overrides,
});
const none = { streams: [], consultations: [], reminders: null, now: NOW };

describe('learner events', () => {
  it('lists streams that start, freezes that end and access that ends within a month', () => {
    const events = learnerEvents({
      ...none,
      streams: [
        stream({ id: 1, status: 'not_started', startDate: NOW + 2 * DAY, endDate: NOW + 60 * DAY }),
        stream({
          id: 2,
          status: 'freeze',
          endDate: NOW + 20 * DAY,
          freeze: { status: 'Active', endDate: NOW + 5 * DAY },
        }),
        stream({ id: 3, status: 'started', endDate: NOW + 3 * DAY }),
        stream({ id: 4, status: 'ended', endDate: NOW - DAY }),
        stream({ id: 5, status: 'started', endDate: NOW + 31 * DAY }),
      ],
    });
    expect(events.map((event) => [event.kind, event.streamId])).toEqual([
      ['streamStart', 1],
      ['accessEnds', 3],
      ['freezeEnd', 2],
      ['accessEnds', 2],
    ]);
  });

  it('ignores a scheduled freeze that has not begun and a stopped stream', () => {
    const events = learnerEvents({
      ...none,
      streams: [
        stream({ freeze: { status: 'Created', endDate: NOW + 9 * DAY }, endDate: null }),
        stream({ id: 2, status: 'stopped', endDate: NOW + 2 * DAY }),
      ],
    });
    expect(events).toEqual([]);
  });

  it('lists booked video consultations to come, not available or past ones', () => {
    const events = learnerEvents({
      ...none,
      consultations: [
        { id: 7, title: 'Йога', status: 'booked', start: NOW + DAY },
        { id: 8, title: 'Йога', status: 'available', start: null },
        { id: 9, title: 'Йога', status: 'past', start: NOW - DAY },
      ],
    });
    expect(events).toEqual([
      { kind: 'consultation', at: NOW + DAY, title: 'Йога', consultationId: 7 },
    ]);
  });

  it("lists a week of reminders in the learner's zone", () => {
    // Mondays and Thursdays at 08:30 in Moscow (UTC+3); 2026-11-25 is a Wednesday.
    const events = learnerEvents({
      ...none,
      reminders: { repeatDays: { '1': ['08:30'], '4': ['08:30'] }, timeZone: 'Europe/Moscow' },
    });
    expect(events.map((event) => new Date(event.at).toISOString())).toEqual([
      '2026-11-26T05:30:00.000Z',
      '2026-11-30T05:30:00.000Z',
    ]);
  });

  it("groups events by the learner's local date", () => {
    const late = Date.parse('2026-11-25T22:30:00Z');
    const events = [
      { kind: 'reminder' as const, at: NOW, title: '' },
      { kind: 'reminder' as const, at: late, title: '' },
    ];
    expect(eventsByDay(events, 'UTC').map((day) => [day.date, day.events.length])).toEqual([
      ['2026-11-25', 2],
    ]);
    expect(eventsByDay(events, 'Europe/Moscow').map((day) => day.date)).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
  });
});
