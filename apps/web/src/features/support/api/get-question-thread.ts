import { supportEndpoints } from '@platform/contracts/endpoints/support';
import type { TechQuestionThread } from '@platform/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { supportKeys } from '../support-keys';

export type QuestionThread = z.infer<typeof TechQuestionThread>;

/** GET /tech-questions/{id}: one of the learner's questions with support's replies. */
export function getQuestionThread(id: number): Promise<QuestionThread> {
  return call(supportEndpoints.thread, { params: { id } });
}

export function questionThreadQuery(id: number) {
  return queryOptions({
    queryKey: supportKeys.thread(id),
    queryFn: () => getQuestionThread(id),
  });
}

export function useQuestionThread(id: number) {
  return useQuery(questionThreadQuery(id));
}
