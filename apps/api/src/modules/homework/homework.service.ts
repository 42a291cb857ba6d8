import { isHomeworkLocked } from '@platform/domain/demo-access';
import {
  canReviewHomework,
  canSubmitHomework,
  HOMEWORK_ACCEPTED_STATUS,
  HOMEWORK_STATUSES,
  type HomeworkStatus,
  homeworkFileProblem,
  homeworkSubmissionProblem,
} from '@platform/domain/homework';
import type { AppContext } from '../../context';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import type { SignedInUser } from '../auth/sessions.repository';
import { pointsAwards } from '../points/points.service';
import { learningChanged } from '../streams/learning-changes';
import {
  ensureStatuses,
  type FileRow,
  type HomeworkScope,
  homeworkRepository,
  type MessageAuthor,
  type MessageRow,
  type MessageWithAuthor,
  type ReviewerScope,
  type StatusWithHomework,
} from './homework.repository';

export interface HomeworkSubmission {
  message: string;
  exercise: string | null;
  file_ids: number[];
  idempotency_key?: string;
}

export interface HomeworkReview {
  status: 'DONE' | 'FAIL';
  comment: string;
}

/** A homework status with its dialogue, oldest first, and the files attached in it. */
export interface HomeworkDialogue {
  status: StatusWithHomework;
  messages: MessageWithAuthor[];
  files: FileRow[];
}

/** A message just written, with what its wire shape needs. */
export interface SavedMessage {
  message: MessageRow;
  author: MessageAuthor;
  files: FileRow[];
  status: StatusWithHomework;
}

const SUBMITTABLE = HOMEWORK_STATUSES.filter(canSubmitHomework);
const REVIEWABLE = HOMEWORK_STATUSES.filter(canReviewHomework);

/** The body field that a missing part of a submission is reported on. */
const PROBLEM_FIELD = {
  messageRequired: 'message',
  fileRequired: 'file_ids',
  exerciseRequired: 'exercise',
} as const;

const alreadySent = () => conflict('homework_already_sent', 'learning.homeworkErrors.alreadySent');
const notOnChecking = () =>
  conflict('homework_not_on_checking', 'learning.homeworkErrors.notOnChecking');

const authorOf = (user: SignedInUser): MessageAuthor => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  isExpert: user.isExpert,
  avatarKey: user.avatarKey,
});

/** The attached uploads, each checked: the user's own (else 422), a photo or a video (422) of at
 * most the homework limit (413). Chat attachments follow the same rule (chats.service). */
export function checkedFiles(ids: readonly number[], own: readonly FileRow[]): FileRow[] {
  const byId = new Map(own.map((file) => [file.id, file]));
  return ids.map((id) => {
    const file = byId.get(id);
    if (!file) throw fieldError('file_ids', 'learning.homeworkErrors.unknownFile');
    const problem = homeworkFileProblem(file);
    if (problem === 'tooLarge') {
      const message = { key: 'learning.homeworkErrors.tooLarge' };
      throw new AppError(413, 'file_too_large', message.key, { file_ids: [message] });
    }
    if (problem) throw fieldError('file_ids', `learning.homeworkErrors.${problem}`);
    return file;
  });
}

export function homeworkService(ctx: AppContext) {
  const homework = homeworkRepository(ctx.db);

  /** The dialogue of a status, read within the caller's scope. */
  async function dialogueOf(
    scope: HomeworkScope,
    status: StatusWithHomework,
  ): Promise<HomeworkDialogue> {
    const statusId = status.status.id;
    const [messages, files] = await Promise.all([
      homework.messagesOf(scope, statusId),
      homework.filesOf(scope, statusId),
    ]);
    return { status, messages, files };
  }

  /** The answer of an earlier submission with the same key, as it stands now. */
  async function replay(user: SignedInUser, status: StatusWithHomework, message: MessageRow) {
    const files = message.fileIds.length ? await homework.ownFiles(user.id, message.fileIds) : [];
    return { message, author: authorOf(user), files, status };
  }

  return {
    async listOfStream(userId: number, streamId: number) {
      if (!(await homework.ownsStream(userId, streamId))) throw notFound();
      await ensureStatuses(ctx.db, userId, streamId);
      return homework.listOfStream(userId, streamId);
    },

    async listOfUser(userId: number) {
      await homework.ensureStatusesOfUser(userId);
      return homework.listOfUser(userId);
    },

    /** One homework with its dialogue; opening it marks the expert's answers as read. */
    async thread(userId: number, streamId: number, statusId: number) {
      const status = await homework.findOwned(userId, streamId, statusId);
      if (!status) throw notFound();
      await homework.markExpertMessagesViewed(userId, statusId);
      return dialogueOf({ learnerId: userId }, status);
    },

    /** The same dialogue for a reviewer of the learner's course, to read the submission before
     * reviewing it; the expert's answers stay unread, since only the learner reads them. */
    async reviewThread(reviewer: SignedInUser, statusId: number) {
      const scope = reviewerScope(reviewer);
      const status = await homework.findInScope(scope, statusId);
      if (!status) throw notFound();
      return dialogueOf(scope, status);
    },

    /** Sends the homework (first time or retake after a fail) and puts it on checking. A retry
     * carrying the key of a stored submission gets that submission back, nothing is stored. */
    async submit(
      user: SignedInUser,
      streamId: number,
      statusId: number,
      body: HomeworkSubmission,
    ): Promise<SavedMessage> {
      const scope = { learnerId: user.id };
      const status = await homework.findOwned(user.id, streamId, statusId);
      if (!status) throw notFound();
      const key = body.idempotency_key;
      const earlier = key && (await homework.findByIdempotencyKey(user.id, statusId, key));
      if (earlier) return replay(user, status, earlier);
      if (isHomeworkLocked(status.stream, status.homework))
        throw forbidden('homework_locked', 'learning.homeworkErrors.locked');
      if (!canSubmitHomework(status.status.status)) throw alreadySent();

      const fileIds = [...new Set(body.file_ids)];
      const problem = homeworkSubmissionProblem(status.homework.kind, {
        message: body.message,
        fileCount: fileIds.length,
        exercise: body.exercise,
      });
      if (problem) throw fieldError(PROBLEM_FIELD[problem], `learning.homeworkErrors.${problem}`);
      const files = checkedFiles(
        fileIds,
        fileIds.length ? await homework.ownFiles(user.id, fileIds) : [],
      );

      const now = ctx.clock.now();
      const saved = await ctx.db.transaction(async (tx) => {
        const repository = homeworkRepository(tx);
        const message = await repository.insertMessage(scope, {
          statusId,
          authorId: user.id,
          message: body.message,
          exercise: body.exercise,
          fileIds,
          idempotencyKey: key ?? null,
          createdAt: now,
          updatedAt: now,
        });
        // The same key was stored by a concurrent retry in the meantime.
        if (!message) return undefined;
        const moved = await repository.moveStatus(scope, statusId, SUBMITTABLE, 'UPLOADED', now);
        if (!moved) throw alreadySent();
        return { message, status: { ...status, status: moved } };
      });
      if (!saved) {
        const stored = key && (await homework.findByIdempotencyKey(user.id, statusId, key));
        if (!stored) throw alreadySent();
        return replay(user, status, stored);
      }
      await learningChanged(ctx, { userId: user.id });
      return { ...saved, author: authorOf(user), files };
    },

    /** The homework in a status of the learners the reviewer reviews. */
    async reviewList(reviewer: SignedInUser, status: HomeworkStatus, page: Page) {
      return homework.pageInScope(reviewerScope(reviewer), status, {
        limit: page.perPage,
        offset: page.offset,
      });
    },

    /** Approves or fails homework on checking; the comment joins the dialogue. */
    async review(
      reviewer: SignedInUser,
      statusId: number,
      body: HomeworkReview,
    ): Promise<SavedMessage> {
      const scope = reviewerScope(reviewer);
      const status = await homework.findInScope(scope, statusId);
      if (!status) throw notFound();
      if (!canReviewHomework(status.status.status)) throw notOnChecking();
      const now = ctx.clock.now();
      const saved = await ctx.db.transaction(async (tx) => {
        const repository = homeworkRepository(tx);
        const message = await repository.insertMessage(scope, {
          statusId,
          authorId: reviewer.id,
          isExpert: true,
          message: body.comment,
          createdAt: now,
          updatedAt: now,
        });
        // Without a key, nothing stored means the status left the reviewer's scope meanwhile.
        if (!message) throw notFound();
        const moved = await repository.moveStatus(scope, statusId, REVIEWABLE, body.status, now);
        if (!moved) throw notOnChecking();
        if (moved.status === HOMEWORK_ACCEPTED_STATUS) {
          await pointsAwards(tx).homeworkApproved(status.stream.userId, statusId);
        }
        return { message, status: { ...status, status: moved } };
      });
      await learningChanged(ctx, { userId: status.stream.userId });
      return { ...saved, author: authorOf(reviewer), files: [] };
    },
  };
}

/** Reviewers reach only the learners of their brand in the courses assigned to them. */
const reviewerScope = (reviewer: SignedInUser): ReviewerScope => ({
  reviewerId: reviewer.id,
  brandId: reviewer.brandId,
});

/** The expert calls are for experts and admins: checked once for their whole route subtree. */
export function assertReviewer(user: SignedInUser): void {
  if (!user.isExpert && !user.isAdmin)
    throw forbidden('reviewers_only', 'learning.homeworkErrors.reviewersOnly');
}
