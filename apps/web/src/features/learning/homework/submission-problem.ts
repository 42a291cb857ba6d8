import {
  type HomeworkErrorCode,
  type HomeworkKind,
  homeworkSubmissionProblem,
} from '@platform/domain/homework';

export type SubmissionValues = { message: string; exercise: string };

/** Where the form shows a problem: under its field, or for the files and the uploads. */
export type ProblemPlace = 'message' | 'exercise' | 'root.files' | 'root.uploads';

const PLACE = {
  messageRequired: 'message',
  exerciseRequired: 'exercise',
  fileRequired: 'root.files',
} as const;

/** What stops a submission: a file still uploading, else what the homework's kind requires. */
export function submissionProblem(
  kind: HomeworkKind,
  values: SubmissionValues,
  uploads: { busy: boolean; fileCount: number },
): { place: ProblemPlace; code: HomeworkErrorCode } | null {
  if (uploads.busy) return { place: 'root.uploads', code: 'pleaseWaitForUploads' };
  const code = homeworkSubmissionProblem(kind, {
    message: values.message,
    fileCount: uploads.fileCount,
    exercise: kind === 'exercise' ? values.exercise : null,
  });
  return code ? { place: PLACE[code], code } : null;
}
