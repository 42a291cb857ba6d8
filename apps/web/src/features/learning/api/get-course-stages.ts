import type { Stage } from '@platform/contracts/courses';
import { courseEndpoints } from '@platform/contracts/endpoints/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callAll } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

/** GET /courses/{courseId}/stages?expand=requestDays,requestHomeworks: the course's stages with
 * their days and homeworks. */
export function getCourseStages(courseId: number): Promise<Stage[]> {
  return callAll(courseEndpoints.stages, {
    params: { courseId },
    query: { expand: 'requestDays,requestHomeworks' },
  });
}

export function courseStagesQuery(courseId: number) {
  return queryOptions({
    queryKey: learningKeys.courseStages(courseId),
    queryFn: () => getCourseStages(courseId),
  });
}

export function useCourseStages(courseId: number) {
  return useQuery(courseStagesQuery(courseId));
}
