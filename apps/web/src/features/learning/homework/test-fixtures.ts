import type { Course, Homework } from '@platform/contracts/courses';
import type { ChatMessage } from '@platform/contracts/homework';
import type { Stream, UserHomeworkStatus } from '@platform/contracts/streams';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { nextId } from '../../../test/learning-fixtures';
import type { Thread } from '../api/get-homework-thread';

/** Wire data of the homework calls for the homework screens' tests, in the shapes of the
 * contracts; courses, streams, stages and days come from the learning fixtures. */

export function buildHomework(course: Course, overrides: Partial<Homework> = {}): Homework {
  const id = nextId();
  return {
    id,
    homeworkId: id,
    courseId: course.id,
    targetType: 'stage_day_homework',
    stageId: null,
    dayId: null,
    sort: 1,
    title: `Задание ${id}`,
    description: 'Снимите, как вы делаете упражнение.',
    kind: 'message',
    isDemoAccessible: true,
    is_required: true,
    scores: 10,
    ...overrides,
  };
}

export function buildHomeworkStatus(
  stream: Stream,
  homework: Homework,
  overrides: Partial<Unbranded<UserHomeworkStatus>> = {},
): UserHomeworkStatus & { homework: Homework } {
  const id = overrides.id ?? nextId();
  return asWire<UserHomeworkStatus & { homework: Homework }>({
    id,
    homeworkId: homework.id,
    targetId: homework.id,
    targetType: homework.targetType,
    streamId: stream.id,
    status: 'NOT_UPLOADED',
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_000,
    isLocked: false,
    user_id: 1,
    dialog_id: id,
    scores: homework.scores,
    ...overrides,
    homework,
  });
}

export function buildThread(
  status: UserHomeworkStatus & { homework: Homework },
  messages: ChatMessage[] = [],
): Thread {
  return { userHomeworkStatus: status, messages };
}

export function buildMessage(overrides: Partial<Unbranded<ChatMessage>> = {}): ChatMessage {
  return asWire<ChatMessage>({
    id: nextId(),
    message: '',
    exercise: null,
    is_viewed: true,
    files: [],
    employee: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    ...overrides,
  });
}
