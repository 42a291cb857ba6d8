import type { Stream } from '@platform/contracts/streams';
import { type ClosedReason, contentClosedNotice } from '@platform/domain/content-access';
import { isDemoRestricted } from '@platform/domain/demo-access';
import { extendWarningDays } from '@platform/domain/extensions';
import { FREEZE_STATUS } from '@platform/domain/stream-status';
import { paths } from '../../shared/routing/paths';
import { freezeOf } from './stream-status-text';

/**
 * Where a stream's access stands, as far as the learner can do something about it (or must
 * wait): the one model the calendar, the day and the stream cards of home and my courses show.
 * Closed states carry the date their reason names; running states only appear when they ask
 * for something (a demo, an end within the brand's warning days, a freeze still to come).
 */
export type AccessState =
  | { kind: 'closed'; reason: ClosedReason; date: number; demo: boolean }
  | { kind: 'demo' }
  | { kind: 'freezeScheduled'; start: number; end: number }
  | { kind: 'endingSoon'; days: number };

type AccessStream = Pick<
  Stream,
  | 'status'
  | 'startDate'
  | 'endDate'
  | 'isDemo'
  | 'courseFullAccess'
  | 'isOptionalPurchase'
  | 'userCourseStreamFreeze'
  | 'accessStoppedAt'
>;

/** A freeze not canceled whose start is still to come. */
function scheduledFreeze(stream: AccessStream, now: number) {
  const freeze = freezeOf(stream);
  return freeze !== null && freeze.status !== FREEZE_STATUS.canceled && now < freeze.startDate
    ? freeze
    : null;
}

export function accessStateOf(
  stream: AccessStream,
  now: number,
  daysShowWarning: number | null | undefined,
): AccessState | null {
  const demo = isDemoRestricted(stream);
  const closed = contentClosedNotice(
    {
      status: stream.status,
      startDate: stream.startDate,
      endDate: stream.endDate,
      freeze: freezeOf(stream),
      stoppedAt: stream.accessStoppedAt,
    },
    now,
  );
  if (closed) return { kind: 'closed', reason: closed.reason, date: closed.date, demo };
  if (demo) return { kind: 'demo' };
  const freeze = scheduledFreeze(stream, now);
  if (freeze) return { kind: 'freezeScheduled', start: freeze.startDate, end: freeze.endDate };
  // A demo is bought, not extended; a stream a subscription opens lives as long as it does.
  if (stream.isDemo || stream.isOptionalPurchase) return null;
  const days = extendWarningDays(stream.endDate, now, daysShowWarning);
  return days === null ? null : { kind: 'endingSoon', days };
}

/** What moves the learner forward from a state: links to the flow that does it, or the freeze
 * cancelled in place. */
export type AccessAction =
  | { kind: 'link'; key: AccessLinkKey; to: string }
  | { kind: 'cancelFreeze' };

export type AccessLinkKey =
  | 'buyFullAccess'
  | 'renew'
  | 'buy'
  | 'extend'
  | 'newCourse'
  | 'renewThroughSupport';

const link = (key: AccessLinkKey, to: string): AccessAction => ({ kind: 'link', key, to });

/**
 * A restricted demo buys the course (checkout) whatever else holds, except that it waits for
 * its start; a stopped stream renews the subscription that opens it, or buys the course on its
 * own; an ended or ending one is extended (the extension's services), or a new course chosen;
 * a freeze, in effect or to come, is cancelled; a course not started is waited for. Given the
 * brand's course-renewal support topic, a stopped or ended stream (not a demo) also offers it,
 * about this stream, last: a person can renew what the checkout cannot.
 */
export function accessActions(
  state: AccessState,
  streamId: number,
  renewCourseSupportCategoryId?: number,
): AccessAction[] {
  const buyFullAccess = link('buyFullAccess', paths.checkoutStream.href({ streamId }));
  const extend = link('extend', paths.extend.href({ streamId }));
  const support =
    renewCourseSupportCategoryId === undefined
      ? []
      : [
          link(
            'renewThroughSupport',
            paths.supportStream.href({ categoryId: renewCourseSupportCategoryId, streamId }),
          ),
        ];
  switch (state.kind) {
    case 'demo':
      return [buyFullAccess];
    case 'freezeScheduled':
      return [{ kind: 'cancelFreeze' }];
    case 'endingSoon':
      return [extend];
    case 'closed':
      if (state.reason === 'freeze') return [{ kind: 'cancelFreeze' }];
      if (state.reason === 'not_started') return [];
      if (state.demo) return [buyFullAccess];
      return state.reason === 'stopped'
        ? [
            link('renew', paths.subscriptions.href()),
            link('buy', paths.checkoutStream.href({ streamId })),
            ...support,
          ]
        : [extend, link('newCourse', paths.catalog.href()), ...support];
  }
}

/** A freeze is offered on a running stream that is not a restricted demo and has no freeze
 * that is neither canceled nor over (scheduled or in effect): one freeze at a time. */
export function isFreezeOffered(
  stream: Pick<Stream, 'status' | 'isDemo' | 'courseFullAccess' | 'userCourseStreamFreeze'>,
  now: number,
): boolean {
  const freeze = freezeOf(stream);
  const pending =
    freeze !== null && freeze.status !== FREEZE_STATUS.canceled && now < freeze.endDate;
  return stream.status === 'started' && !isDemoRestricted(stream) && !pending;
}
