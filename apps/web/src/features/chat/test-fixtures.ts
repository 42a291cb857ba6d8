import type { Chat, ChatMessage } from '@platform/contracts/chats';
import type { Consultation } from '@platform/contracts/consultations';
import { asWire, type Unbranded } from '@platform/contracts/time';

/** Wire data of the chat calls for the chat screens' tests, in the shapes of the contracts. */

let lastId = 1000;
const nextId = () => ++lastId;

export const expert = { is_expert: true, name: 'Мария', file: null };

export function buildChatMessage(overrides: Partial<Unbranded<ChatMessage>> = {}): ChatMessage {
  return asWire<ChatMessage>({
    id: nextId(),
    message: 'Сообщение',
    is_viewed: true,
    files: [],
    employee: null,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
    rating: null,
    ...overrides,
  });
}

export function buildChat(overrides: Partial<Unbranded<Chat>> = {}): Chat {
  const id = overrides.id ?? nextId();
  return asWire<Chat>({
    id,
    title: `Курс ${id}`,
    streamId: id + 1,
    isExpertMessageEnable: true,
    isLocked: false,
    streamStatus: 'started',
    avatar: null,
    created_at: 1_700_000_000,
    unreadCount: 0,
    lastMessage: null,
    ...overrides,
  });
}

export function buildConsultation(overrides: Partial<Unbranded<Consultation>> = {}): Consultation {
  return asWire<Consultation>({
    id: nextId(),
    chatChannelId: 5,
    status: 'close',
    startMessageId: 1,
    endMessageId: 2,
    amount: 1,
    rating: null,
    created_at: 1_700_000_000,
    closed_at: 1_700_000_600,
    ...overrides,
  });
}

/** The stream status answer of the chat screen's consultations call. */
export function consultationsStatus(
  streamId: number,
  consultations: Consultation[],
  allowance: { maximum: number; remaining: number } | null = null,
) {
  return {
    id: streamId,
    status: 'started',
    progress: { daysCount: 1, completeDaysCount: 0, progress: 0 },
    userCourseStreamFreeze: null,
    currentDay: null,
    consultations,
    chatChannelMeta: {
      chatChannelId: 5,
      isLocked: false,
      isExpertMessageEnable: true,
      consultationAllowance: allowance,
    },
  };
}
