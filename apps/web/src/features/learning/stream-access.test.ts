import type { Stream } from '@platform/contracts/streams';
import type { Unbranded } from '@platform/contracts/time';
import { DAY_MS } from '@platform/domain/constants/time';
import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/routing/paths';
import { buildStream, NOW } from '../../test/learning-fixtures';
import { accessActions, accessStateOf, isFreezeOffered } from './stream-access';

const freeze = (status: 'Created' | 'Active' | 'Canceled', startDate: number, endDate: number) => ({
  userCourseStreamFreeze: { id: 1, status, startDate, endDate },
});
const demo = { isDemo: true, courseFullAccess: false };

const stateOf = (overrides: Partial<Unbranded<Stream>>, daysShowWarning = 3) =>
  accessStateOf(buildStream(overrides), NOW, daysShowWarning);

/** The actions of a stream's state as [what, where] (the freeze's cancellation has no link). */
function actionsOf(overrides: Partial<Unbranded<Stream>>, renewCourseSupportCategoryId?: number) {
  const stream = buildStream({ id: 7, ...overrides });
  const state = accessStateOf(stream, NOW, 3);
  if (state === null) return null;
  return accessActions(state, stream.id, renewCourseSupportCategoryId).map((action) =>
    action.kind === 'link' ? [action.key, action.to] : [action.kind],
  );
}

describe('accessStateOf', () => {
  it('asks nothing of a running stream far from its end', () => {
    expect(stateOf({})).toBeNull();
  });

  it('names the date of each closed state', () => {
    expect(stateOf({ status: 'not_started', startDate: NOW + 3 * DAY_MS })).toEqual({
      kind: 'closed',
      reason: 'not_started',
      date: NOW + 3 * DAY_MS,
      demo: false,
    });
    expect(
      stateOf({ status: 'freeze', ...freeze('Active', NOW - DAY_MS, NOW + 4 * DAY_MS) }),
    ).toMatchObject({ reason: 'freeze', date: NOW + 4 * DAY_MS });
    expect(stateOf({ status: 'stopped', accessStoppedAt: NOW - DAY_MS })).toMatchObject({
      reason: 'stopped',
      date: NOW - DAY_MS,
    });
    expect(stateOf({ status: 'ended', endDate: NOW - DAY_MS })).toMatchObject({
      reason: 'ended',
      date: NOW - DAY_MS,
    });
  });

  it('marks a running restricted demo, not one with full access', () => {
    expect(stateOf(demo)).toEqual({ kind: 'demo' });
    expect(stateOf({ isDemo: true, courseFullAccess: true })).toBeNull();
  });

  it('gives a freeze still to come, and forgets a canceled one', () => {
    const coming = freeze('Created', NOW + DAY_MS, NOW + 5 * DAY_MS);
    expect(stateOf(coming)).toEqual({
      kind: 'freezeScheduled',
      start: NOW + DAY_MS,
      end: NOW + 5 * DAY_MS,
    });
    expect(stateOf(freeze('Canceled', NOW + DAY_MS, NOW + 5 * DAY_MS))).toBeNull();
  });

  it("counts the days to the end from the brand's warning days, not on a demo or a subscription's stream", () => {
    const endDate = NOW + 2 * DAY_MS - 60_000;
    expect(stateOf({ endDate })).toEqual({ kind: 'endingSoon', days: 2 });
    expect(stateOf({ endDate: NOW + 4 * DAY_MS })).toBeNull();
    expect(stateOf({ endDate: NOW + 4 * DAY_MS }, 30)).toEqual({ kind: 'endingSoon', days: 4 });
    expect(stateOf({ endDate, isDemo: true, courseFullAccess: true })).toBeNull();
    expect(stateOf({ endDate, isOptionalPurchase: true })).toBeNull();
  });
});

describe('accessActions', () => {
  const checkout = paths.checkoutStream.href({ streamId: 7 });
  const extend = paths.extend.href({ streamId: 7 });

  it('leads each state to the flow that moves it forward', () => {
    expect(actionsOf(demo)).toEqual([['buyFullAccess', checkout]]);
    expect(actionsOf({ status: 'stopped', isOptionalPurchase: true })).toEqual([
      ['renew', paths.subscriptions.href()],
      ['buy', checkout],
    ]);
    expect(actionsOf({ status: 'ended', endDate: NOW - DAY_MS })).toEqual([
      ['extend', extend],
      ['newCourse', paths.catalog.href()],
    ]);
    expect(actionsOf({ endDate: NOW + DAY_MS })).toEqual([['extend', extend]]);
    expect(actionsOf({ status: 'not_started', startDate: NOW + DAY_MS })).toEqual([]);
  });

  it('cancels a freeze in effect or to come in place', () => {
    expect(
      actionsOf({ status: 'freeze', ...freeze('Active', NOW - DAY_MS, NOW + DAY_MS) }),
    ).toEqual([['cancelFreeze']]);
    expect(actionsOf(freeze('Created', NOW + DAY_MS, NOW + 2 * DAY_MS))).toEqual([
      ['cancelFreeze'],
    ]);
  });

  it('adds the course-renewal support topic about the stream, last, to a stopped or ended stream', () => {
    const support = paths.supportStream.href({ categoryId: 12, streamId: 7 });
    expect(support).toBe('/support/12/7');
    expect(actionsOf({ status: 'stopped', isOptionalPurchase: true }, 12)).toEqual([
      ['renew', paths.subscriptions.href()],
      ['buy', checkout],
      ['renewThroughSupport', support],
    ]);
    expect(actionsOf({ status: 'ended', endDate: NOW - DAY_MS }, 12)).toEqual([
      ['extend', extend],
      ['newCourse', paths.catalog.href()],
      ['renewThroughSupport', support],
    ]);
    // Not where the checkout or a cancellation does it, nor to a demo, nor before a start.
    expect(actionsOf({ endDate: NOW + DAY_MS }, 12)).toEqual([['extend', extend]]);
    expect(actionsOf(demo, 12)).toEqual([['buyFullAccess', checkout]]);
    expect(actionsOf({ ...demo, status: 'ended', endDate: NOW - DAY_MS }, 12)).toEqual([
      ['buyFullAccess', checkout],
    ]);
    expect(
      actionsOf({ status: 'freeze', ...freeze('Active', NOW - DAY_MS, NOW + DAY_MS) }, 12),
    ).toEqual([['cancelFreeze']]);
    expect(actionsOf({ status: 'not_started', startDate: NOW + DAY_MS }, 12)).toEqual([]);
  });

  it('has a restricted demo that ended or stopped buy the course, one not started wait', () => {
    expect(actionsOf({ ...demo, status: 'ended', endDate: NOW - DAY_MS })).toEqual([
      ['buyFullAccess', checkout],
    ]);
    expect(actionsOf({ ...demo, status: 'stopped' })).toEqual([['buyFullAccess', checkout]]);
    expect(actionsOf({ ...demo, status: 'not_started', startDate: NOW + DAY_MS })).toEqual([]);
  });
});

describe('isFreezeOffered', () => {
  const offered = (overrides: Partial<Unbranded<Stream>>) =>
    isFreezeOffered(buildStream(overrides), NOW);

  it('offers a freeze on a running stream only', () => {
    expect(offered({})).toBe(true);
    for (const status of ['not_started', 'ended', 'stopped', 'freeze'] as const) {
      expect(offered({ status })).toBe(false);
    }
  });

  it('offers none on a restricted demo', () => {
    expect(offered(demo)).toBe(false);
    expect(offered({ isDemo: true, courseFullAccess: true })).toBe(true);
  });

  it('offers none while a freeze is scheduled or in effect, again once it is over or canceled', () => {
    expect(offered(freeze('Created', NOW + DAY_MS, NOW + 3 * DAY_MS))).toBe(false);
    expect(offered(freeze('Active', NOW - DAY_MS, NOW + DAY_MS))).toBe(false);
    expect(offered(freeze('Active', NOW - 5 * DAY_MS, NOW - DAY_MS))).toBe(true);
    expect(offered(freeze('Canceled', NOW + DAY_MS, NOW + 3 * DAY_MS))).toBe(true);
  });
});
