import type { CourseSearchAnswer, CourseSearchBody } from '../catalog';
import { endpoint } from '../endpoint';

/** The catalogue and the course search (signed-in). */
export const catalogEndpoints = {
  /** Courses of the brand found by text (word forms and typos), category and ids; paginated
   * in the headers. */
  search: endpoint<{ body: typeof CourseSearchBody; answer: typeof CourseSearchAnswer }>()({
    method: 'POST',
    path: '/course/search',
    version: 'v2',
  }),
};
