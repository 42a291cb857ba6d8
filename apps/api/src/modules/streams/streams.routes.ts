import { streamEndpoints } from '@platform/contracts/endpoints/streams';
import { MAX_PER_PAGE } from '@platform/contracts/pagination';
import {
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
} from '@platform/contracts/streams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { route } from '../../plugins/contract-routes';
import { dayStatusService } from './day-status.service';
import { demoStreamService } from './demo-stream.service';
import { freezeService } from './freeze.service';
import { lessonStatsService } from './lesson-stats.service';
import { streamStatusService } from './stream-status.service';
import { streamsService } from './streams.service';

/** The learner's streams: list, demo stream, status, freezes, filters, days and lesson
 * statistics. */
export const streamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = streamsService(app.ctx);
  const statuses = streamStatusService(app.ctx);
  const freezes = freezeService(app.ctx);
  const days = dayStatusService(app.ctx);
  const stats = lessonStatsService(app.ctx);
  const demo = demoStreamService(app.ctx);

  route(
    app,
    streamEndpoints.list,
    { query: StreamsQuery, answer: z.array(StreamAnswer), whole: z.array(Stream) },
    async (request) => {
      const { expand, fields, 'filter[id][]': ids } = request.query;
      return streams.list(request.user, { expand, fields, ids });
    },
    { perPage: MAX_PER_PAGE },
  );

  route(app, streamEndpoints.createDemo, { answer: DemoStreamAnswer }, async (request, reply) => {
    const stream = await demo.create(request.user);
    return reply.code(201).send(stream);
  });

  route(
    app,
    streamEndpoints.stream,
    { params: StreamParams, query: StreamQuery, answer: StreamAnswer, whole: Stream },
    async (request) => streams.select(request.user.id, request.params.id, request.query),
  );

  route(
    app,
    streamEndpoints.status,
    {
      params: StreamParams,
      query: StreamStatusQuery,
      answer: StreamStatusResult,
      whole: StreamStatusAnswer,
    },
    async (request) => {
      const { expand, fields, 'request-all': requestAll } = request.query;
      return statuses.status(request.user.id, request.params.id, { expand, fields, requestAll });
    },
  );

  route(
    app,
    streamEndpoints.createFreeze,
    { params: StreamIdParams, body: FreezeCreateBody, answer: Stream },
    async (request) => freezes.create(request.user.id, request.params.streamId, request.body),
  );

  route(
    app,
    streamEndpoints.cancelFreeze,
    { params: StreamIdParams, answer: Stream },
    async (request) => freezes.cancel(request.user.id, request.params.streamId),
  );

  route(
    app,
    streamEndpoints.filters,
    { params: StreamIdParams, body: StreamFiltersBody, answer: Stream },
    async (request) =>
      streams.setFilters(request.user.id, request.params.streamId, request.body.filters),
  );

  route(
    app,
    streamEndpoints.startDay,
    { params: DayStatusParams, answer: UserDayStatus },
    async (request) => days.start(request.user.id, request.params.streamId, request.params.dayId),
  );

  route(
    app,
    streamEndpoints.finishDay,
    { params: DayStatusParams, answer: UserDayStatus },
    async (request) => days.finish(request.user.id, request.params.streamId, request.params.dayId),
  );

  route(
    app,
    streamEndpoints.dayProgress,
    { params: DayStatusProgressParams, answer: DayProgress },
    async (request) => days.progress(request.user.id, request.params.streamId, request.params.id),
  );

  route(
    app,
    streamEndpoints.saveLessonStat,
    { body: SaveLessonStatBody, answer: LessonStatus },
    async (request) => stats.save(request.user.id, request.body),
  );
};
