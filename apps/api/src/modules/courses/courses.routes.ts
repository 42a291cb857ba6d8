import {
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
} from '@platform/contracts/courses';
import { MAX_PER_PAGE } from '@platform/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentCourseVersion } from './courses.presenter';
import { coursesService } from './courses.service';
import { stagesService } from './stages.service';

/** Lists a client reads whole: one page holds as many as a page may. */
const wholeList = { perPage: MAX_PER_PAGE };

/** The signed-in user's courses (those they have a stream on) and their stages and days. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesService(app.ctx, app.log);
  const stages = stagesService(app.ctx, app.log);

  app.get(
    '/courses',
    {
      schema: {
        querystring: CourseQuery.pick({ expand: true }),
        response: { 200: z.array(Course) },
      },
      config: wholeList,
    },
    async (request) => courses.list(request.user.id, request.query.expand),
  );

  app.get(
    '/courses/versions',
    { schema: { response: { 200: z.array(CourseVersion) } }, config: wholeList },
    async (request) => (await courses.versions(request.user.id)).map(presentCourseVersion),
  );

  app.get(
    '/courses/:id',
    { schema: { params: CourseParams, querystring: CourseQuery, response: { 200: CourseAnswer } } },
    async (request) =>
      courses.get(request.user.id, request.params.id, request.query.expand, request.query.fields),
  );

  app.get(
    '/courses/:courseId/stages',
    {
      schema: { params: StagesParams, querystring: StagesQuery, response: { 200: z.array(Stage) } },
      config: wholeList,
    },
    async (request) =>
      stages.stages(request.user.id, request.params.courseId, request.query.expand),
  );

  app.get(
    '/courses/:courseId/stages/:stageId/days',
    {
      schema: { params: StageDaysParams, querystring: DaysQuery, response: { 200: z.array(Day) } },
      config: wholeList,
    },
    async (request) =>
      stages.days(
        request.user.id,
        request.params.courseId,
        request.params.stageId,
        request.query.expand.includes('lessonSets'),
      ),
  );

  app.get(
    '/courses/:courseId/stages/:stageId/days/:dayId',
    { schema: { params: StageDayParams, response: { 200: Day } } },
    async (request) => {
      const { courseId, stageId, dayId } = request.params;
      return stages.day(request.user.id, courseId, stageId, dayId);
    },
  );
};
