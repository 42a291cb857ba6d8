import { MAX_PER_PAGE } from '@platform/domain/constants/pages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMyCourseIds } from '../api/get-my-streams';
import { courseSearchQuery } from '../api/search-courses';

/** The short course search of spec section 4, loaded once signed in: the catalogue copies of
 * the learner's courses (`cids`, `perPage` their count), which /new-course/{courseId} then
 * opens without asking again. Renders nothing. */
export function ShortCourseSearch() {
  const courseIds = useMyCourseIds().data ?? [];
  const cids = courseIds.slice(0, MAX_PER_PAGE);
  useInfiniteQuery({
    ...courseSearchQuery({ cids, perPage: Math.max(1, cids.length) }),
    enabled: cids.length > 0,
  });
  return null;
}
