import { DAY_MS } from './constants';

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
