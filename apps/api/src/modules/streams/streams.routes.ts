import { MAX_PER_PAGE } from '@platform/contracts/pagination';
import {
  DayProgress,
  DayStatusParams,
  DayStatusProgressParams,
  FreezeCreateBody,
  LessonStatus,
  SaveLessonStatBody,
  Stream,
  StreamAnswer,
  StreamFiltersBody,
  StreamIdParams,
  StreamParams,
  StreamQuery,
  StreamStatusQuery,
  StreamStatusResult,
  StreamsQuery,
  UserDayStatus,
} from '@platform/contracts/streams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dayStatusService } from './day-status.service';
import { freezeService } from './freeze.service';
import { lessonStatsService } from './lesson-stats.service';
import { streamStatusService } from './stream-status.service';
import { streamsService } from './streams.service';

/** The learner's streams: list, status, freezes, filters, days and lesson statistics. */
export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = streamsService(app.ctx);
  const statuses = streamStatusService(app.ctx);
  const freezes = freezeService(app.ctx);
  const days = dayStatusService(app.ctx);
  const stats = lessonStatsService(app.ctx);

  app.get(
    '/user-course-streams',
    {
      schema: { querystring: StreamsQuery, response: { 200: z.array(StreamAnswer) } },
      config: { perPage: MAX_PER_PAGE },
    },
    async (request) => {
      const { expand, fields, 'filter[id][]': ids } = request.query;
      return streams.list(request.user, { expand, fields, ids });
    },
  );

  app.get(
    '/user-course-streams/:id',
    {
      schema: { params: StreamParams, querystring: StreamQuery, response: { 200: StreamAnswer } },
    },
    async (request) => streams.select(request.user.id, request.params.id, request.query),
  );

  app.get(
    '/user-course-streams/:id/status',
    {
      schema: {
        params: StreamParams,
        querystring: StreamStatusQuery,
        response: { 200: StreamStatusResult },
      },
    },
    async (request) => {
      const { expand, fields, 'request-all': requestAll } = request.query;
      return statuses.status(request.user.id, request.params.id, { expand, fields, requestAll });
    },
  );

  app.post(
    '/user-course-streams/:streamId/freeze/create',
    { schema: { params: StreamIdParams, body: FreezeCreateBody, response: { 200: Stream } } },
    async (request) => freezes.create(request.user.id, request.params.streamId, request.body),
  );

  // GET as the client calls it, though it changes the stream.
  app.get(
    '/user-course-streams/:streamId/freeze/cancel',
    { schema: { params: StreamIdParams, response: { 200: Stream } } },
    async (request) => freezes.cancel(request.user.id, request.params.streamId),
  );

  app.post(
    '/user-course-streams/:streamId/filters',
    { schema: { params: StreamIdParams, body: StreamFiltersBody, response: { 200: Stream } } },
    async (request) =>
      streams.setFilters(request.user.id, request.params.streamId, request.body.filters),
  );

  app.post(
    '/user-course-streams/:streamId/user-day-status/:dayId/start',
    { schema: { params: DayStatusParams, response: { 200: UserDayStatus } } },
    async (request) => days.start(request.user.id, request.params.streamId, request.params.dayId),
  );

  app.post(
    '/user-course-streams/:streamId/user-day-status/:dayId/finish',
    { schema: { params: DayStatusParams, response: { 200: UserDayStatus } } },
    async (request) => days.finish(request.user.id, request.params.streamId, request.params.dayId),
  );

  app.get(
    '/user-course-streams/:streamId/user-day-status/:id/progress',
    { schema: { params: DayStatusProgressParams, response: { 200: DayProgress } } },
    async (request) => days.progress(request.user.id, request.params.streamId, request.params.id),
  );

  app.post(
    '/save-lesson-stat',
    { schema: { body: SaveLessonStatBody, response: { 200: LessonStatus } } },
    async (request) => stats.save(request.user.id, request.body),
  );
};
