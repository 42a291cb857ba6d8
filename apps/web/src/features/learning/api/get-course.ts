import type { Course } from '@platform/contracts/courses';
import { courseEndpoints } from '@platform/contracts/endpoints/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';
import { learningKeys } from '../learning-keys';

/** GET /courses/{id}?expand=documents,demoVideo: the course with its materials and demo video. */
export function getCourse(courseId: number): Promise<Course> {
  return call(courseEndpoints.course, {
    params: { id: courseId },
    query: { expand: 'documents,demoVideo' },
  });
}

export function courseQuery(courseId: number) {
  return queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: () => getCourse(courseId),
  });
}

export function useCourse(courseId: number) {
  return useQuery(courseQuery(courseId));
}
