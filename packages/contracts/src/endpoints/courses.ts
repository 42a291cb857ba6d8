import type { z } from 'zod';
import type {
  Course,
  CourseAnswer,
  CourseParams,
  CourseQuery,
  CourseVersion,
  Day,
  DaysQuery,
  Stage,
  StageDayParams,
  StageDaysParams,
  StagesParams,
  StagesQuery,
} from '../courses';
import { endpoint } from '../endpoint';

/** The list takes the course's expand names, not its fields. */
type CourseListQuery = z.ZodObject<Pick<(typeof CourseQuery)['shape'], 'expand'>>;

/** The signed-in user's courses (those they have a stream on), their stages and days. */
export const courseEndpoints = {
  list: endpoint<{ query: CourseListQuery; answer: z.ZodArray<typeof Course> }>()({
    method: 'GET',
    path: '/courses',
  }),
  versions: endpoint<{ answer: z.ZodArray<typeof CourseVersion> }>()({
    method: 'GET',
    path: '/courses/versions',
  }),
  course: endpoint<{
    params: typeof CourseParams;
    query: typeof CourseQuery;
    answer: typeof CourseAnswer;
    whole: typeof Course;
  }>()({ method: 'GET', path: '/courses/:id' }),
  stages: endpoint<{
    params: typeof StagesParams;
    query: typeof StagesQuery;
    answer: z.ZodArray<typeof Stage>;
  }>()({ method: 'GET', path: '/courses/:courseId/stages' }),
  days: endpoint<{
    params: typeof StageDaysParams;
    query: typeof DaysQuery;
    answer: z.ZodArray<typeof Day>;
  }>()({ method: 'GET', path: '/courses/:courseId/stages/:stageId/days' }),
  // A day the stream has not opened yet is locked (403).
  // Always with its lesson sets.
  day: endpoint<{ params: typeof StageDayParams; answer: typeof Day }>()({
    method: 'GET',
    path: '/courses/:courseId/stages/:stageId/days/:dayId',
    rules: [403],
  }),
};
