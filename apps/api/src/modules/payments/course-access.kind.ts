import { COURSE_ACCESS_DAYS } from '@platform/domain/constants/payments';
import { DAY_MS } from '@platform/domain/constants/time';
import { streamsRepository } from '../streams/streams.repository';
import { registerOrderKind } from './order-kinds';

/** What buying a course opened: the stream, its access before, and the time added. */
interface CourseAccessGrant {
  streamId: number;
  wasOptionalPurchase: boolean;
  /** False when a demo's full course was bought (older grants lack it: nothing to take back). */
  hadFullAccess?: boolean;
  previousEndDate: string;
  addedMs: number;
}

export const COURSE_ACCESS_KIND = 'course_access';

export const courseAccessPayload = (streamId: number) => ({
  streamId,
  days: COURSE_ACCESS_DAYS,
});

/**
 * Buying a course for a stream: a stopped optional-purchase stream opens for the bought days
 * from now (it no longer waits for a subscription); an ended or running stream's end moves by
 * them; a demo gets the full course. A refund within the money-back window takes the days back,
 * makes an opened stream wait for a subscription again and a demo a demo again.
 */
export const courseAccessKind = registerOrderKind({
  kind: COURSE_ACCESS_KIND,

  async onPaid(tx, order, { now }) {
    const streamId = Number(order.payload.streamId);
    const days = Number(order.payload.days);
    const streams = streamsRepository(tx);
    const access = await streams.lockAccess(order.userId, streamId);
    if (!access) throw new Error(`order ${order.id}: stream ${streamId} is not the buyer's`);
    const from = access.isOptionalPurchase
      ? now.getTime()
      : Math.max(now.getTime(), access.endDate.getTime());
    const endDate = new Date(from + days * DAY_MS);
    await streams.setAccess(order.userId, streamId, {
      isOptionalPurchase: false,
      courseFullAccess: true,
      endDate,
    });
    const grant: CourseAccessGrant = {
      streamId,
      wasOptionalPurchase: access.isOptionalPurchase,
      hadFullAccess: access.courseFullAccess,
      previousEndDate: access.endDate.toISOString(),
      addedMs: endDate.getTime() - access.endDate.getTime(),
    };
    return { ...grant };
  },

  async onRefunded(tx, order, grant) {
    const { streamId, wasOptionalPurchase, hadFullAccess, previousEndDate, addedMs } =
      grant as unknown as CourseAccessGrant;
    const streams = streamsRepository(tx);
    const access = await streams.lockAccess(order.userId, streamId);
    if (!access) return;
    await streams.setAccess(order.userId, streamId, {
      isOptionalPurchase: wasOptionalPurchase || access.isOptionalPurchase,
      courseFullAccess: access.courseFullAccess && hadFullAccess !== false,
      // Only the bought days go: days another order added after this one stay.
      endDate: wasOptionalPurchase
        ? new Date(previousEndDate)
        : new Date(access.endDate.getTime() - addedMs),
    });
  },
});
