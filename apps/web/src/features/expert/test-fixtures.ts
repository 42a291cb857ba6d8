import type { ChatMessage, ExpertChat } from '@platform/contracts/chats';
import type { ChatMessage as DialogueMessage } from '@platform/contracts/homework';
import { asWire, type Unbranded } from '@platform/contracts/time';
import { jsonResponse } from '../../test/factories';
import type { ReviewThread } from './api/get-review-thread';

/** Wire data of the expert calls for the desk's tests, in the shapes of the contracts. */

let lastId = 500;
const nextId = () => ++lastId;

/** 2026-11-25 12:00 UTC, in seconds: the tests' "now". */
export const NOW_S = 1_795_608_000;
export const minutesAgo = (minutes: number) => NOW_S - minutes * 60;

export function buildChatMessage(overrides: Partial<Unbranded<ChatMessage>> = {}): ChatMessage {
  return asWire<ChatMessage>({
    id: nextId(),
    message: 'Вопрос',
    is_viewed: false,
    files: [],
    employee: null,
    rating: null,
    created_at: minutesAgo(10),
    updated_at: minutesAgo(10),
    ...overrides,
  });
}

/** A message of a homework dialogue: a chat message's shape with the exercise answer, no
 * rating. */
export function buildDialogueMessage(
  overrides: Partial<Unbranded<DialogueMessage>> = {},
): DialogueMessage {
  const { rating: _, ...message } = buildChatMessage();
  return { ...message, exercise: null, ...asWire<Partial<DialogueMessage>>(overrides) };
}

export const expertAuthor = { is_expert: true, name: 'Елена', file: null };

export function buildExpertChat(overrides: Partial<Unbranded<ExpertChat>> = {}): ExpertChat {
  const id = nextId();
  return asWire<ExpertChat>({
    id,
    title: 'Йога для начинающих',
    streamId: id,
    isExpertMessageEnable: true,
    isLocked: false,
    avatar: null,
    created_at: minutesAgo(600),
    unreadCount: 0,
    lastMessage: null,
    learner: { id: nextId(), name: 'Анна' },
    waitingSince: null,
    ...overrides,
  });
}

type ReviewStatus = ReviewThread['userHomeworkStatus'];

export function buildReviewStatus(overrides: Partial<Unbranded<ReviewStatus>> = {}): ReviewStatus {
  const id = nextId();
  return asWire<ReviewStatus>({
    id,
    homeworkId: id,
    targetId: id,
    targetType: 'stage_day_homework',
    streamId: 7,
    status: 'UPLOADED',
    createdAt: minutesAgo(600),
    updatedAt: minutesAgo(90),
    isLocked: false,
    user_id: 42,
    dialog_id: id,
    scores: 10,
    homework: {
      id,
      homeworkId: id,
      courseId: 3,
      targetType: 'stage_day_homework',
      stageId: null,
      dayId: null,
      sort: 1,
      title: `Задание ${id}`,
      description: 'Снимите, как вы делаете упражнение.',
      kind: 'file',
      isDemoAccessible: true,
      is_required: true,
      scores: 10,
    },
    ...overrides,
  });
}

/** A list answer with the pagination headers the API sends. */
export function pageResponse(
  items: unknown[],
  {
    page = 1,
    pageCount = 1,
    perPage = 10,
  }: { page?: number; pageCount?: number; perPage?: number } = {},
) {
  return jsonResponse(items, {
    headers: {
      'x-pagination-current-page': String(page),
      'x-pagination-page-count': String(pageCount),
      'x-pagination-per-page': String(perPage),
      'x-pagination-total-count': String(pageCount * perPage),
    },
  });
}
