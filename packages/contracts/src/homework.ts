import { z } from 'zod';
import { StoredFile } from './files';
import { commaList, requiredId } from './selection';
import { UserHomeworkStatus, UserHomeworkStatusName } from './streams';
import { UnixSeconds } from './time';

/** Homework submission and review (spec 001 sections 3, 4, 7). Instants in seconds. */

export const HOMEWORK_EXPANSIONS = ['scores', 'homework'] as const;
export const HomeworkListQuery = z.object({ expand: commaList(HOMEWORK_EXPANSIONS) });

export const StreamHomeworkParams = z.object({ id: requiredId('StreamId') });
export const HomeworkSubmissionParams = z.object({
  streamId: requiredId('StreamId'),
  statusId: requiredId('userHomeworkStatusId'),
});

/** A message of the homework dialogue, in the chat message shape. */
export const ChatMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  /** The exercise answer of a submission, if any. */
  exercise: z.string().nullable(),
  is_viewed: z.boolean(),
  files: z.array(StoredFile.pick({ id: true, url: true, type: true, mime: true, name: true })),
  /** The reviewing employee; null on the learner's own messages. */
  employee: z
    .object({ is_expert: z.boolean(), name: z.string(), file: z.string().nullable() })
    .nullable(),
  created_at: UnixSeconds,
  updated_at: UnixSeconds,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** Files are uploaded first (POST /files, with progress) and referred to here by id. */
export const HomeworkSubmissionBody = z.strictObject({
  message: z.string().max(5000).default(''),
  exercise: z.string().max(5000).nullable().default(null),
  file_ids: z.array(requiredId('id')).max(10).default([]),
  /** A retried submission with the same key is answered, not stored twice. */
  idempotency_key: z.string().min(8).max(64).optional(),
});

export const HomeworkSubmissionAnswer = z.object({
  chatMessage: ChatMessage,
  userHomeworkStatus: UserHomeworkStatus,
});

/** One homework of a stream with its dialogue, newest last. */
export const HomeworkThread = z.object({
  userHomeworkStatus: UserHomeworkStatus.required({ homework: true }),
  messages: z.array(ChatMessage),
});

export const HomeworkReviewParams = z.object({ statusId: requiredId('userHomeworkStatusId') });
export const HomeworkReviewBody = z.strictObject({
  status: z.enum(['DONE', 'FAIL']),
  comment: z.string().trim().min(1).max(5000),
});

/** GET /expert/user-homework: the homework of the courses assigned to the reviewer (learners of
 * the reviewer's brand) in one status (default on checking), longest waiting first, with the
 * homework and its points. */
export const ExpertHomeworkQuery = z.object({
  status: UserHomeworkStatusName.default('UPLOADED'),
});

/** The answer of the three homework lists. */
export const HomeworkStatusList = z.array(UserHomeworkStatus);
