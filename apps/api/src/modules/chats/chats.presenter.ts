import type { Chat, ChatMessage, ExpertChat } from '@platform/contracts/chats';
import { isChatExpertMessageEnable } from '@platform/domain/chats';
import { areChatsLocked } from '@platform/domain/demo-access';
import type { StreamStatus } from '@platform/domain/stream-status';
import { displayName } from '@platform/domain/user';
import { toSeconds } from '../../lib/clock';
import type { FileUrl } from '../files/file-links';
import { presentMessage } from '../homework/homework.presenter';
import type { ChatMessageWithAuthor, ChatWithStream, FileRow } from './chats.repository';

/** A chat message: the dialogue message shape (homework's), with no exercise and the learner's
 * rating. */
export function presentChatMessage(
  { message, author }: ChatMessageWithAuthor,
  filesById: ReadonlyMap<number, FileRow>,
  fileUrl: FileUrl,
): ChatMessage {
  const { exercise: _exercise, ...shown } = presentMessage(
    { message: { ...message, exercise: null }, author },
    filesById,
    fileUrl,
  );
  return { ...shown, rating: message.rating };
}

/** The fields both sides show of a chat. */
function presentChatBase(
  { chat, stream, unreadCount }: ChatWithStream,
  lastMessage: ChatMessage | null,
) {
  return {
    id: chat.id,
    title: chat.title,
    streamId: chat.streamId,
    isExpertMessageEnable: isChatExpertMessageEnable(chat, stream),
    isLocked: areChatsLocked(stream),
    avatar: chat.avatar,
    created_at: toSeconds(chat.createdAt),
    unreadCount,
    lastMessage,
  };
}

export function presentChat(
  row: ChatWithStream,
  streamStatus: StreamStatus,
  lastMessage: ChatMessage | null,
): Chat {
  return { ...presentChatBase(row, lastMessage), streamStatus };
}

/** A chat of the expert's queue: the learner and since when they wait. */
export function presentExpertChat(
  row: ChatWithStream,
  lastMessage: ChatMessage | null,
): ExpertChat {
  return {
    ...presentChatBase(row, lastMessage),
    learner: { id: row.learner.id, name: displayName(row.learner) },
    waitingSince: row.waitingSince && toSeconds(row.waitingSince),
  };
}
