import type { Day } from '@platform/contracts/courses';
import type { StreamStatusAnswer } from '@platform/contracts/streams';
import { dayLessonSets, firstLessonToWatch } from './day-model';

/** The image a day opens with, its largest paint: the poster of the lesson it plays first. */
export function dayPoster(day: Day, status: StreamStatusAnswer): string | null {
  const first = firstLessonToWatch(dayLessonSets(day, status.lessons ?? []));
  return first?.lesson.video?.videoUrls.preview ?? null;
}
