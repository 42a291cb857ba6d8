import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
import type { HomeworkStatusList } from '@platform/contracts/homework';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callAll } from '../../../shared/api/http-client';
import { homeworkKeys } from '../homework/homework-keys';

export type HomeworkStatusItem = z.infer<typeof HomeworkStatusList>[number];

/** GET /homework?expand=scores,homework: every homework status of the user, in every stream. */
export function getHomeworkList(): Promise<HomeworkStatusItem[]> {
  return callAll(homeworkEndpoints.list, { query: { expand: 'scores,homework' } });
}

export const homeworkListQuery = queryOptions({
  queryKey: homeworkKeys.list(),
  queryFn: getHomeworkList,
});

export function useHomeworkList() {
  return useQuery(homeworkListQuery);
}
