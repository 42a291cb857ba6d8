import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
import type { HomeworkThread } from '@platform/contracts/homework';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../shared/api/http-client';
import { homeworkKeys } from '../homework/homework-keys';

export type Thread = z.infer<typeof HomeworkThread>;

/** GET /user-course-streams/{streamId}/user-homework/{statusId}: one homework status with its
 * homework and the dialogue, oldest message first. */
export function getHomeworkThread(streamId: number, statusId: number): Promise<Thread> {
  return call(homeworkEndpoints.thread, { params: { streamId, statusId } });
}

export function homeworkThreadQuery(streamId: number, statusId: number) {
  return queryOptions({
    queryKey: homeworkKeys.thread(streamId, statusId),
    queryFn: () => getHomeworkThread(streamId, statusId),
  });
}

export function useHomeworkThread(streamId: number, statusId: number) {
  return useQuery(homeworkThreadQuery(streamId, statusId));
}
