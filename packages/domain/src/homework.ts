import { HOMEWORK_FILE_MAX_BYTES } from './constants/homework';
import type { Message } from './message';

export { HOMEWORK_FILE_MAX_BYTES };

export const HOMEWORK_STATUSES = ['NOT_UPLOADED', 'UPLOADED', 'DONE', 'FAIL'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

/** The final state of homework the expert accepted: what the learner's completed tasks count. */
export const HOMEWORK_ACCEPTED_STATUS = 'DONE' satisfies HomeworkStatus;

export const HOMEWORK_TARGET_TYPES = ['course_stage_homework', 'stage_day_homework'] as const;
export type HomeworkTargetType = (typeof HOMEWORK_TARGET_TYPES)[number];

/** What a homework asks the learner to send. */
export const HOMEWORK_KINDS = ['message', 'file', 'exercise'] as const;
export type HomeworkKind = (typeof HOMEWORK_KINDS)[number];

export const HOMEWORK_ERROR_CODES = [
  'pleaseWaitForUploads',
  'messageRequired',
  'fileRequired',
  'exerciseRequired',
  'onlyPhotoOrVideo',
  'tooLarge',
  'couldNotSend',
  'alreadySent',
  'locked',
] as const;
export type HomeworkErrorCode = (typeof HOMEWORK_ERROR_CODES)[number];

/** Sent first, or again after a fail (retake); not while on checking or once approved. */
export function canSubmitHomework(status: HomeworkStatus): boolean {
  return status === 'NOT_UPLOADED' || status === 'FAIL';
}

/** The expert approves or fails only what is on checking. */
export function canReviewHomework(status: HomeworkStatus): boolean {
  return status === 'UPLOADED';
}

export interface HomeworkSubmission {
  message: string;
  fileCount: number;
  exercise: string | null;
}

/** The part the homework's kind requires must be there; whitespace is no message. */
export function homeworkSubmissionProblem(
  kind: HomeworkKind,
  submission: HomeworkSubmission,
): 'messageRequired' | 'fileRequired' | 'exerciseRequired' | null {
  switch (kind) {
    case 'message':
      return submission.message.trim() === '' ? 'messageRequired' : null;
    case 'file':
      return submission.fileCount >= 1 ? null : 'fileRequired';
    case 'exercise':
      return (submission.exercise ?? '').trim() === '' ? 'exerciseRequired' : null;
  }
}

/** Homework files are photos or videos of at most HOMEWORK_FILE_MAX_BYTES. */
export function homeworkFileProblem(file: {
  mime: string;
  size: number;
}): 'onlyPhotoOrVideo' | 'tooLarge' | null {
  const mime = file.mime.trim().toLowerCase();
  if (!mime.startsWith('image/') && !mime.startsWith('video/')) return 'onlyPhotoOrVideo';
  return file.size <= HOMEWORK_FILE_MAX_BYTES ? null : 'tooLarge';
}

export function homeworkErrorMessage(code: HomeworkErrorCode): Message {
  return { key: `learning.homeworkErrors.${code}` };
}

/** The status label; on checking also has a hint (see homeworkStatusHint). */
export function homeworkStatusLabel(status: HomeworkStatus): Message {
  return { key: `learning.homeworkStatus.${status}` };
}

export function homeworkStatusHint(status: HomeworkStatus): Message | null {
  return status === 'UPLOADED' ? { key: 'learning.homeworkStatusHint.UPLOADED' } : null;
}
