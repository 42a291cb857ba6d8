import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
import type { UserHomeworkStatus } from '@platform/contracts/streams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { DESK_REFRESH_MS, expertKeys } from '../expert-keys';

export type { UserHomeworkStatus };

/** GET /expert/user-homework: the homework on checking of the expert's courses, with its task,
 * the longest waiting first (the server's order). */
export function getReviewQueue(): Promise<UserHomeworkStatus[]> {
  return callAll(homeworkEndpoints.reviewList, { query: { status: 'UPLOADED' } });
}

export const reviewQueueQuery = queryOptions({
  queryKey: expertKeys.reviewQueue(),
  queryFn: getReviewQueue,
  refetchInterval: DESK_REFRESH_MS,
});

export function useReviewQueue() {
  return useQuery(reviewQueueQuery);
}
