import { endpoint } from '../endpoint';
import type {
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
} from '../homework';

/** The learner's homework and, under /expert, the reviewers' (signed-in). */
export const homeworkEndpoints = {
  ofStream: endpoint<{
    params: typeof StreamHomeworkParams;
    query: typeof HomeworkListQuery;
    answer: typeof HomeworkStatusList;
  }>()({ method: 'GET', path: '/user-course-streams/:id/user-homework' }),
  list: endpoint<{ query: typeof HomeworkListQuery; answer: typeof HomeworkStatusList }>()({
    method: 'GET',
    path: '/homework',
  }),
  thread: endpoint<{ params: typeof HomeworkSubmissionParams; answer: typeof HomeworkThread }>()({
    method: 'GET',
    path: '/user-course-streams/:streamId/user-homework/:statusId',
  }),
  // Locked homework (403); a stream that does not run, a homework already sent (409).
  submit: endpoint<{
    params: typeof HomeworkSubmissionParams;
    body: typeof HomeworkSubmissionBody;
    answer: typeof HomeworkSubmissionAnswer;
  }>()({
    method: 'POST',
    path: '/user-course-streams/:streamId/user-homework/:statusId',
    rules: [403, 409],
  }),
  // The expert subtree admits experts and admins only (403).
  reviewList: endpoint<{ query: typeof ExpertHomeworkQuery; answer: typeof HomeworkStatusList }>()({
    method: 'GET',
    path: '/expert/user-homework',
    rules: [403],
  }),
  reviewThread: endpoint<{ params: typeof HomeworkReviewParams; answer: typeof HomeworkThread }>()({
    method: 'GET',
    path: '/expert/user-homework/:statusId',
    rules: [403],
  }),
  // A homework reviewed already (409).
  review: endpoint<{
    params: typeof HomeworkReviewParams;
    body: typeof HomeworkReviewBody;
    answer: typeof HomeworkSubmissionAnswer;
  }>()({ method: 'POST', path: '/expert/user-homework/:statusId/review', rules: [403, 409] }),
};
