import type { Day } from '@platform/contracts/courses';
import { courseEndpoints } from '@platform/contracts/endpoints/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

export type DayAddress = { courseId: number; stageId: number; dayId: number };

/** GET /courses/{courseId}/stages/{stageId}/days/{dayId}: a day's content, always with its
 * lesson sets. */
export function getDay({ courseId, stageId, dayId }: DayAddress): Promise<Day> {
  return call(courseEndpoints.day, { params: { courseId, stageId, dayId } });
}

/** Under its course's key: whatever refreshes the course refreshes its days. */
export function dayQuery(address: DayAddress) {
  return queryOptions({
    queryKey: [
      ...learningKeys.course(address.courseId),
      'stages',
      address.stageId,
      'days',
      address.dayId,
    ],
    queryFn: () => getDay(address),
  });
}

/** Waits until the stream and its status have said which day it is. */
export function useDay(address: DayAddress | null) {
  return useQuery({
    ...dayQuery(address ?? { courseId: 0, stageId: 0, dayId: 0 }),
    enabled: address !== null,
  });
}
