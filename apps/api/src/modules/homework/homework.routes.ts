import {
  ExpertHomeworkQuery,
  HomeworkListQuery,
  HomeworkReviewBody,
  HomeworkReviewParams,
  HomeworkStatusList,
  HomeworkSubmissionAnswer,
  HomeworkSubmissionBody,
  HomeworkSubmissionParams,
  HomeworkThread,
  StreamHomeworkParams,
} from '@platform/contracts/homework';
import { MAX_PER_PAGE } from '@platform/contracts/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FileUrl, fileUrls } from '../files/file-links';
import {
  filesById,
  presentMessage,
  presentOpenedStatus,
  presentStatus,
} from './homework.presenter';
import {
  assertReviewer,
  type HomeworkDialogue,
  homeworkService,
  type SavedMessage,
} from './homework.service';

const savedAnswer = ({ message, author, files, status }: SavedMessage, fileUrl: FileUrl) => ({
  chatMessage: presentMessage({ message, author }, filesById(files), fileUrl),
  userHomeworkStatus: presentStatus(status),
});

/** The HomeworkThread answer: the status with its homework and the dialogue, oldest first. */
const threadAnswer = (thread: HomeworkDialogue, fileUrl: FileUrl) => {
  const files = filesById(thread.files);
  return {
    userHomeworkStatus: presentOpenedStatus(thread.status),
    messages: thread.messages.map((message) => presentMessage(message, files, fileUrl)),
  };
};

/** The learner's homework (signed-in subtree). */
export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const homework = homeworkService(app.ctx);
  const fileUrl = fileUrls(app.ctx);

  app.get(
    '/user-course-streams/:id/user-homework',
    {
      schema: {
        params: StreamHomeworkParams,
        querystring: HomeworkListQuery,
        response: { 200: HomeworkStatusList },
      },
      config: { perPage: MAX_PER_PAGE },
    },
    async (request) => {
      const rows = await homework.listOfStream(request.user.id, request.params.id);
      return rows.map((row) => presentStatus(row, request.query.expand));
    },
  );

  app.get(
    '/homework',
    {
      schema: { querystring: HomeworkListQuery, response: { 200: HomeworkStatusList } },
      config: { perPage: MAX_PER_PAGE },
    },
    async (request) => {
      const rows = await homework.listOfUser(request.user.id);
      return rows.map((row) => presentStatus(row, request.query.expand));
    },
  );

  app.get(
    '/user-course-streams/:streamId/user-homework/:statusId',
    { schema: { params: HomeworkSubmissionParams, response: { 200: HomeworkThread } } },
    async (request) => {
      const { streamId, statusId } = request.params;
      return threadAnswer(await homework.thread(request.user.id, streamId, statusId), fileUrl);
    },
  );

  app.post(
    '/user-course-streams/:streamId/user-homework/:statusId',
    {
      schema: {
        params: HomeworkSubmissionParams,
        body: HomeworkSubmissionBody,
        response: { 200: HomeworkSubmissionAnswer },
      },
    },
    async (request) => {
      const { streamId, statusId } = request.params;
      const saved = await homework.submit(request.user, streamId, statusId, request.body);
      return savedAnswer(saved, fileUrl);
    },
  );
};

/** Only reviewers pass: the role is checked once, for the whole expert subtree. */
export async function reviewersOnly(request: FastifyRequest): Promise<void> {
  assertReviewer(request.user);
}

/** The expert's review of the homework of the learners of the courses assigned to the expert;
 * registered under /expert behind reviewersOnly. */
export const expertHomeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const homework = homeworkService(app.ctx);
  const fileUrl = fileUrls(app.ctx);

  app.get(
    '/user-homework',
    { schema: { querystring: ExpertHomeworkQuery, response: { 200: HomeworkStatusList } } },
    async (request, reply) => {
      const { rows, total } = await homework.reviewList(
        request.user,
        request.query.status,
        request.page,
      );
      reply.listTotal(total);
      return rows.map((row) => presentStatus(row, ['homework', 'scores']));
    },
  );

  app.get(
    '/user-homework/:statusId',
    { schema: { params: HomeworkReviewParams, response: { 200: HomeworkThread } } },
    async (request) =>
      threadAnswer(await homework.reviewThread(request.user, request.params.statusId), fileUrl),
  );

  app.post(
    '/user-homework/:statusId/review',
    {
      schema: {
        params: HomeworkReviewParams,
        body: HomeworkReviewBody,
        response: { 200: HomeworkSubmissionAnswer },
      },
    },
    async (request) =>
      savedAnswer(
        await homework.review(request.user, request.params.statusId, request.body),
        fileUrl,
      ),
  );
};
