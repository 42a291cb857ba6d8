import { homeworkEndpoints } from '@platform/contracts/endpoints/homework';
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
import { route } from '../../plugins/contract-routes';
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

  route(
    app,
    homeworkEndpoints.ofStream,
    { params: StreamHomeworkParams, query: HomeworkListQuery, answer: HomeworkStatusList },
    async (request) => {
      const rows = await homework.listOfStream(request.user.id, request.params.id);
      return rows.map((row) => presentStatus(row, request.query.expand));
    },
    { perPage: MAX_PER_PAGE },
  );

  route(
    app,
    homeworkEndpoints.list,
    { query: HomeworkListQuery, answer: HomeworkStatusList },
    async (request) => {
      const rows = await homework.listOfUser(request.user.id);
      return rows.map((row) => presentStatus(row, request.query.expand));
    },
    { perPage: MAX_PER_PAGE },
  );

  route(
    app,
    homeworkEndpoints.thread,
    { params: HomeworkSubmissionParams, answer: HomeworkThread },
    async (request) => {
      const { streamId, statusId } = request.params;
      return threadAnswer(await homework.thread(request.user.id, streamId, statusId), fileUrl);
    },
  );

  route(
    app,
    homeworkEndpoints.submit,
    {
      params: HomeworkSubmissionParams,
      body: HomeworkSubmissionBody,
      answer: HomeworkSubmissionAnswer,
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

  route(
    app,
    homeworkEndpoints.reviewList,
    { query: ExpertHomeworkQuery, answer: HomeworkStatusList },
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

  route(
    app,
    homeworkEndpoints.reviewThread,
    { params: HomeworkReviewParams, answer: HomeworkThread },
    async (request) =>
      threadAnswer(await homework.reviewThread(request.user, request.params.statusId), fileUrl),
  );

  route(
    app,
    homeworkEndpoints.review,
    { params: HomeworkReviewParams, body: HomeworkReviewBody, answer: HomeworkSubmissionAnswer },
    async (request) =>
      savedAnswer(
        await homework.review(request.user, request.params.statusId, request.body),
        fileUrl,
      ),
  );
};
