import type { Stream } from '@platform/contracts/streams';
import type { HomeworkStatus } from '@platform/domain/homework';
import type { HomeworkStatusItem } from '../api/get-homework-list';

/** A homework status as the list shows it: the answer carries the homework with expand. */
export type ListedHomework = HomeworkStatusItem & {
  homework: NonNullable<HomeworkStatusItem['homework']>;
};

export type StreamHomework = { stream: Stream; items: ListedHomework[] };

function byCourseOrder(a: ListedHomework, b: ListedHomework): number {
  return a.homework.sort - b.homework.sort || a.id - b.id;
}

/** The homework of each listed stream, streams in the list's order, homework in the course's;
 * streams without homework (and statuses of streams not listed) are left out. */
export function groupByStream(
  streams: readonly Stream[],
  statuses: readonly HomeworkStatusItem[],
  status: HomeworkStatus | null,
): StreamHomework[] {
  return streams.flatMap((stream) => {
    const items = statuses
      .filter((item): item is ListedHomework => item.streamId === stream.id && !!item.homework)
      .filter((item) => status === null || item.status === status)
      .sort(byCourseOrder);
    return items.length === 0 ? [] : [{ stream, items }];
  });
}
