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
import { courseEndpoints } from '@platform/contracts/endpoints/courses';
import { MAX_PER_PAGE } from '@platform/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../plugins/contract-routes';
import { presentCourseVersion } from './courses.presenter';
import { coursesService } from './courses.service';
import { stagesService } from './stages.service';

/** Lists a client reads whole: one page holds as many as a page may. */
const wholeList = { perPage: MAX_PER_PAGE };

/** The signed-in user's courses (those they have a stream on) and their stages and days. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesService(app.ctx, app.log);
  const stages = stagesService(app.ctx, app.log);

  route(
    app,
    courseEndpoints.list,
    { query: CourseQuery.pick({ expand: true }), answer: z.array(Course) },
    async (request) => courses.list(request.user, request.query.expand),
    wholeList,
  );

  route(
    app,
    courseEndpoints.versions,
    { answer: z.array(CourseVersion) },
    async (request) => (await courses.versions(request.user.id)).map(presentCourseVersion),
    wholeList,
  );

  route(
    app,
    courseEndpoints.course,
    { params: CourseParams, query: CourseQuery, answer: CourseAnswer, whole: Course },
    async (request) =>
      courses.get(request.user, request.params.id, request.query.expand, request.query.fields),
  );

  route(
    app,
    courseEndpoints.stages,
    { params: StagesParams, query: StagesQuery, answer: z.array(Stage) },
    async (request) =>
      stages.stages(request.user.id, request.params.courseId, request.query.expand),
    wholeList,
  );

  route(
    app,
    courseEndpoints.days,
    { params: StageDaysParams, query: DaysQuery, answer: z.array(Day) },
    async (request) =>
      stages.days(
        request.user.id,
        request.params.courseId,
        request.params.stageId,
        request.query.expand.includes('lessonSets'),
      ),
    wholeList,
  );

  route(app, courseEndpoints.day, { params: StageDayParams, answer: Day }, async (request) => {
    const { courseId, stageId, dayId } = request.params;
    return stages.day(request.user.id, courseId, stageId, dayId);
  });
};
