import type { Homework } from '@platform/contracts/courses';
import type { ChatMessage } from '@platform/contracts/homework';
import type { UserHomeworkStatus } from '@platform/contracts/streams';
import { isHomeworkLocked } from '@platform/domain/demo-access';
import { displayName } from '@platform/domain/user';
import { toSeconds } from '../../lib/clock';
import type { FileUrl } from '../files/file-links';
import { presentFile } from '../files/files.presenter';
import type {
  FileRow,
  HomeworkRow,
  MessageAuthor,
  MessageRow,
  StatusWithHomework,
} from './homework.repository';

export type HomeworkExpansion = 'scores' | 'homework';

export function presentHomework(row: HomeworkRow): Homework {
  return {
    id: row.id,
    homeworkId: row.id,
    courseId: row.courseId,
    targetType: row.targetType,
    stageId: row.stageId,
    dayId: row.dayId,
    sort: row.sort,
    title: row.title,
    description: row.description,
    kind: row.kind,
    isDemoAccessible: row.isDemoAccessible,
    is_required: row.isRequired > 0,
    scores: row.scores,
  };
}

/** The status as listed; `isLocked` follows the demo rules of the stream. */
export function presentStatus(
  { status, homework, stream }: StatusWithHomework,
  expand: readonly HomeworkExpansion[] = [],
): UserHomeworkStatus {
  return {
    id: status.id,
    homeworkId: status.homeworkId,
    targetId: status.targetId,
    targetType: status.targetType,
    streamId: status.streamId,
    status: status.status,
    createdAt: toSeconds(status.createdAt),
    updatedAt: toSeconds(status.updatedAt),
    isLocked: isHomeworkLocked(stream, homework),
    user_id: stream.userId,
    // The homework's dialogue is addressed by its status.
    dialog_id: status.id,
    ...(expand.includes('homework') && { homework: presentHomework(homework) }),
    ...(expand.includes('scores') && { scores: homework.scores }),
  };
}

/** The status of one open homework, which always shows the homework itself. */
export function presentOpenedStatus(row: StatusWithHomework) {
  return { ...presentStatus(row), homework: presentHomework(row.homework) };
}

/** What a dialogue message shows: a homework message, or a chat message with no exercise. */
export interface DialogueMessage {
  message: Pick<
    MessageRow,
    'id' | 'message' | 'exercise' | 'isViewed' | 'fileIds' | 'isExpert' | 'createdAt' | 'updatedAt'
  >;
  author: MessageAuthor;
}

/** A dialogue message; the reviewer's messages name their author. Files no longer stored are
 * left out rather than failing the whole dialogue. */
export function presentMessage(
  { message, author }: DialogueMessage,
  filesById: ReadonlyMap<number, FileRow>,
  fileUrl: FileUrl,
): ChatMessage {
  return {
    id: message.id,
    message: message.message,
    exercise: message.exercise,
    is_viewed: message.isViewed,
    files: message.fileIds.flatMap((id) => {
      const file = filesById.get(id);
      if (!file) return [];
      const { size: _size, ...shown } = presentFile(file, fileUrl);
      return [shown];
    }),
    employee: message.isExpert
      ? {
          is_expert: author.isExpert,
          name: displayName(author),
          file: author.avatarKey ? fileUrl(author.avatarKey) : null,
        }
      : null,
    created_at: toSeconds(message.createdAt),
    updated_at: toSeconds(message.updatedAt),
  };
}

export const filesById = (rows: readonly FileRow[]): Map<number, FileRow> =>
  new Map(rows.map((row) => [row.id, row]));
