import type { Stream } from '@platform/contracts/streams';
import type { HomeworkStatus } from '@platform/domain/homework';
import type { HomeworkStatusItem } from '../api/get-homework-list';

/** A homework status as the list shows it: the answer carries the homework with expand. */
export type ListedHomework = HomeworkStatusItem & {
  homework: NonNullable<HomeworkStatusItem['homework']>;
};

export type StreamHomework = { stream: Stream; items: ListedHomework[] };

/** What the list is narrowed to (null: everything): one status, one stream. */
export type HomeworkFilters = { status: HomeworkStatus | null; streamId: number | null };

export const NO_FILTERS: HomeworkFilters = { status: null, streamId: null };

function byCourseOrder(a: ListedHomework, b: ListedHomework): number {
  return a.homework.sort - b.homework.sort || a.id - b.id;
}

/** The stream that started last first; of two starting the same day, the newer enrolment. */
function newestFirst(a: Stream, b: Stream): number {
  return b.startDate - a.startDate || b.id - a.id;
}

/** The homework of each listed stream the filters let through, newest stream first, homework in
 * the course's order; streams without such homework (and statuses of streams not listed) are
 * left out. */
export function groupByStream(
  streams: readonly Stream[],
  statuses: readonly HomeworkStatusItem[],
  { status, streamId }: HomeworkFilters,
): StreamHomework[] {
  const listed = streams.filter((stream) => streamId === null || stream.id === streamId);
  return listed.sort(newestFirst).flatMap((stream) => {
    const items = statuses
      .filter((item): item is ListedHomework => item.streamId === stream.id && !!item.homework)
      .filter((item) => status === null || item.status === status)
      .sort(byCourseOrder);
    return items.length === 0 ? [] : [{ stream, items }];
  });
}
