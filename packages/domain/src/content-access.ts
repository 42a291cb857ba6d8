import { type DemoStream, isDayLocked, isDemoRestricted } from './demo-access';
import type { StreamFreeze, StreamStatus, StreamStatusMessageInput } from './stream-status';

/**
 * Learning content follows access: a stream hands out playable lessons (their video, poster,
 * subtitle and file links), its course's documents and day starts only while it runs. Before
 * the start, after the end, while stopped for want of a subscription, and while frozen (a
 * freeze pauses the course: its end moves by the freeze, and cancelling the freeze gives the
 * lessons back at once), the content is closed.
 */
export type ClosedReason = Exclude<StreamStatus, 'started'>;

/** Why the stream's content is closed now, or null while it runs. */
export function contentClosedBy(status: StreamStatus): ClosedReason | null {
  return status === 'started' ? null : status;
}

/**
 * A day's lessons in one stream: `open` (playable), `closed` (the stream does not run: the
 * lessons are named but hand out no media) or `locked` (the demo rules hide the day).
 */
export type LessonAccess = 'open' | 'closed' | 'locked';

export interface AccessDay {
  isDemoAccessible: boolean;
  isOpenByTimeDelay: boolean;
}

export function lessonAccess(
  stream: DemoStream & { status: StreamStatus },
  day: AccessDay,
): LessonAccess {
  if (isDayLocked(stream, day)) return 'locked';
  return contentClosedBy(stream.status) === null ? 'open' : 'closed';
}

const OPENNESS: readonly LessonAccess[] = ['locked', 'closed', 'open'];

/** A user with several streams on a course gets what the most open of them gives; without any
 * stream nothing is open. */
export function bestLessonAccess(accesses: readonly LessonAccess[]): LessonAccess {
  return accesses.reduce<LessonAccess>(
    (best, access) => (OPENNESS.indexOf(access) > OPENNESS.indexOf(best) ? access : best),
    'locked',
  );
}

/** A course's documents are handed out while one of the user's streams on it runs, unless that
 * stream is a restricted demo and the course keeps its documents from demos. */
export function areDocumentsOpen(
  streams: readonly (DemoStream & { status: StreamStatus })[],
  course: { isDemoDocumentsAccessible: boolean },
): boolean {
  return streams.some(
    (stream) =>
      contentClosedBy(stream.status) === null &&
      (!isDemoRestricted(stream) || course.isDemoDocumentsAccessible),
  );
}

export interface ClosedNotice {
  reason: ClosedReason;
  /** ms: when the course starts, ended, stopped, or when the freeze ends. */
  date: number;
}

/** Why a stream's lessons are closed, and since or until when; null while the stream runs (what
 * the learner can do about it is the web's stream-access model). */
export function contentClosedNotice(
  input: Pick<StreamStatusMessageInput, 'status' | 'startDate' | 'endDate' | 'stoppedAt'> & {
    freeze: StreamFreeze | null;
  },
  now: number,
): ClosedNotice | null {
  const reason = contentClosedBy(input.status);
  if (reason === null) return null;
  const dates: Record<ClosedReason, number> = {
    not_started: input.startDate,
    ended: input.endDate,
    // A frozen stream has a freeze in effect; its end is when the lessons come back.
    freeze: input.freeze?.endDate ?? now,
    stopped: input.stoppedAt ?? now,
  };
  return { reason, date: dates[reason] };
}
