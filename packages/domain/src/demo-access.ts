import { DAY_MS } from './constants/time';

export interface DemoStream {
  isDemo: boolean;
  courseFullAccess: boolean;
}

/** A demo stream without full access: some days, homeworks and all chats are locked. */
export function isDemoRestricted(stream: DemoStream): boolean {
  return stream.isDemo && !stream.courseFullAccess;
}

/** A day without a delay (null) is open; otherwise it opens that many days after the start. */
export function isDayOpenByTimeDelay(
  openDelayDays: number | null,
  streamStartDate: number,
  now: number,
): boolean {
  return openDelayDays === null || now >= streamStartDate + openDelayDays * DAY_MS;
}

export function isDayLocked(
  stream: DemoStream,
  day: { isDemoAccessible: boolean; isOpenByTimeDelay: boolean },
): boolean {
  return isDemoRestricted(stream) && !(day.isDemoAccessible && day.isOpenByTimeDelay);
}

export function isHomeworkLocked(
  stream: DemoStream,
  homework: { isDemoAccessible: boolean },
): boolean {
  return isDemoRestricted(stream) && !homework.isDemoAccessible;
}

export function areChatsLocked(stream: DemoStream): boolean {
  return isDemoRestricted(stream);
}

/** Experts write in a stream's chat when it has one; in a restricted demo only where the
 * course allows it (isDemoExpertMessageEnabled). */
export function isExpertMessageEnabled(
  stream: DemoStream & { chatChannelId: number | null; isDemoExpertMessageEnabled: boolean },
): boolean {
  return (
    stream.chatChannelId !== null &&
    (!isDemoRestricted(stream) || stream.isDemoExpertMessageEnabled)
  );
}

/** A restricted demo sees the course's documents only where the course allows it. */
export function areDocumentsAccessible(
  stream: DemoStream,
  course: { isDemoDocumentsAccessible: boolean },
): boolean {
  return !isDemoRestricted(stream) || course.isDemoDocumentsAccessible;
}

/** Lists of streams show demo streams only where the brand allows demo access; a brand that is
 * not known shows none. */
export function areDemoStreamsListed(brand: { isDemoAccessible: boolean } | null): boolean {
  return brand?.isDemoAccessible ?? false;
}

export function isStreamListed(
  stream: { isDemo: boolean },
  brand: { isDemoAccessible: boolean } | null,
): boolean {
  return !stream.isDemo || areDemoStreamsListed(brand);
}

/** The course service whose demo stream a learner without streams gets (spec 001 section 4):
 * the brand's demoCourseServiceId while the brand has demo access on; none otherwise, and none
 * for an id of 0 (a brand that names no service). */
export function demoCourseServiceOf(brand: {
  isDemoAccessible: boolean;
  demoCourseServiceId: number | null;
}): number | null {
  return brand.isDemoAccessible && brand.demoCourseServiceId ? brand.demoCourseServiceId : null;
}
