import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
import type { HomeworkReviewBody } from '@platform/contracts/homework';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { expertKeys } from '../expert-keys';

export type Verdict = z.infer<typeof HomeworkReviewBody>;

/** POST /expert/user-homework/{statusId}/review: approved (DONE) or not (FAIL), with the
 * comment that joins the dialogue. */
export function reviewHomework(statusId: number, verdict: Verdict) {
  return call(homeworkEndpoints.review, { params: { statusId }, body: verdict });
}

/** The homework leaves the queue (it is no longer on checking) and its thread shows the
 * verdict. */
export function useReviewHomework(statusId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: Verdict) => reviewHomework(statusId, verdict),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expertKeys.reviews() }),
  });
}
