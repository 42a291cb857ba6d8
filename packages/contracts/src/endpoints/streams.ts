import type { z } from 'zod';
import { endpoint } from '../endpoint';
import type {
  DayProgress,
  DayStatusParams,
  DayStatusProgressParams,
  DemoStreamAnswer,
  FreezeCreateBody,
  LessonStatus,
  SaveLessonStatBody,
  Stream,
  StreamAnswer,
  StreamFiltersBody,
  StreamIdParams,
  StreamParams,
  StreamQuery,
  StreamStatusAnswer,
  StreamStatusQuery,
  StreamStatusResult,
  StreamsQuery,
  UserDayStatus,
} from '../streams';

/** The learner's streams (signed-in): list, status, freezes, filters, days, lesson statistics. */
export const streamEndpoints = {
  list: endpoint<{
    query: typeof StreamsQuery;
    answer: z.ZodArray<typeof StreamAnswer>;
    whole: z.ZodArray<typeof Stream>;
  }>()({ method: 'GET', path: '/user-course-streams' }),
  /** The demo stream of the brand's demo course service, for a learner without streams: 201 with
   * its id; a learner who has a stream (409) or a brand without demo access (403) gets none. */
  createDemo: endpoint<{ answer: typeof DemoStreamAnswer }>()({
    method: 'POST',
    path: '/user-course-streams/demo',
    status: 201,
    rules: [403, 409],
  }),
  stream: endpoint<{
    params: typeof StreamParams;
    query: typeof StreamQuery;
    answer: typeof StreamAnswer;
    whole: typeof Stream;
  }>()({ method: 'GET', path: '/user-course-streams/:id' }),
  status: endpoint<{
    params: typeof StreamParams;
    query: typeof StreamStatusQuery;
    answer: typeof StreamStatusResult;
    whole: typeof StreamStatusAnswer;
  }>()({ method: 'GET', path: '/user-course-streams/:id/status' }),
  // A stream that does not run cannot be frozen, nor a freeze called off that is not there.
  createFreeze: endpoint<{
    params: typeof StreamIdParams;
    body: typeof FreezeCreateBody;
    answer: typeof Stream;
  }>()({ method: 'POST', path: '/user-course-streams/:streamId/freeze/create', rules: [409] }),
  // GET as the client calls it, though it changes the stream.
  cancelFreeze: endpoint<{ params: typeof StreamIdParams; answer: typeof Stream }>()({
    method: 'GET',
    path: '/user-course-streams/:streamId/freeze/cancel',
    rules: [409],
  }),
  filters: endpoint<{
    params: typeof StreamIdParams;
    body: typeof StreamFiltersBody;
    answer: typeof Stream;
  }>()({ method: 'POST', path: '/user-course-streams/:streamId/filters' }),
  // Locked days (403); a stream that does not run, a day not started (409).
  startDay: endpoint<{ params: typeof DayStatusParams; answer: typeof UserDayStatus }>()({
    method: 'POST',
    path: '/user-course-streams/:streamId/user-day-status/:dayId/start',
    rules: [403, 409],
  }),
  finishDay: endpoint<{ params: typeof DayStatusParams; answer: typeof UserDayStatus }>()({
    method: 'POST',
    path: '/user-course-streams/:streamId/user-day-status/:dayId/finish',
    rules: [403, 409],
  }),
  dayProgress: endpoint<{ params: typeof DayStatusProgressParams; answer: typeof DayProgress }>()({
    method: 'GET',
    path: '/user-course-streams/:streamId/user-day-status/:id/progress',
  }),
  saveLessonStat: endpoint<{ body: typeof SaveLessonStatBody; answer: typeof LessonStatus }>()({
    method: 'POST',
    path: '/save-lesson-stat',
  }),
};
