import type { Stream } from '@platform/contracts/streams';
import { compareByStreamStatus, type StreamStatus } from '@platform/domain/stream-status';

export const COURSE_SECTIONS = ['ongoing', 'active', 'completed'] as const;
export type CourseSection = (typeof COURSE_SECTIONS)[number];

/**
 * Which section of "My courses" a stream belongs to (spec section 2: ongoing, active,
 * completed). Our reading: ongoing is what the user studies now; active is what is theirs but
 * waits (not started, frozen, or stopped until a subscription covers it again); completed is
 * what has ended.
 */
const SECTION_OF: Readonly<Record<StreamStatus, CourseSection>> = {
  started: 'ongoing',
  not_started: 'active',
  freeze: 'active',
  stopped: 'active',
  ended: 'completed',
};

/** The streams of each section, each sorted by status (equal statuses keep the server's order). */
export function courseSections(
  streams: readonly Stream[],
): Array<{ section: CourseSection; streams: Stream[] }> {
  const sorted = [...streams].sort((a, b) => compareByStreamStatus(a.status, b.status));
  return COURSE_SECTIONS.map((section) => ({
    section,
    streams: sorted.filter((stream) => SECTION_OF[stream.status] === section),
  }));
}
