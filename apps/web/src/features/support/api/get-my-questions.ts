import { supportEndpoints } from '@platform/contracts/endpoints/support';
import type { TechQuestion } from '@platform/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { supportKeys } from '../support-keys';

/** GET /tech-questions: the learner's questions, newest first, with how far support answered. */
export function getMyQuestions(): Promise<TechQuestion[]> {
  return callAll(supportEndpoints.mine);
}

export const myQuestionsQuery = queryOptions({
  queryKey: supportKeys.questions(),
  queryFn: getMyQuestions,
});

export function useMyQuestions() {
  return useQuery(myQuestionsQuery);
}
