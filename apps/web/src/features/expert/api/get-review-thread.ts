import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
import type { HomeworkThread } from '@platform/contracts/homework';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { expertKeys } from '../expert-keys';

export type ReviewThread = z.infer<typeof HomeworkThread>;

/** GET /expert/user-homework/{statusId}: the homework, its status and the dialogue with the
 * learner's submissions (files with their signed links), oldest first. */
export function getReviewThread(statusId: number): Promise<ReviewThread> {
  return call(homeworkEndpoints.reviewThread, { params: { statusId } });
}

export function reviewThreadQuery(statusId: number) {
  return queryOptions({
    queryKey: expertKeys.reviewThread(statusId),
    queryFn: () => getReviewThread(statusId),
  });
}

export function useReviewThread(statusId: number) {
  return useQuery(reviewThreadQuery(statusId));
}
