import type { Chat, ChatMessage } from '@platform/contracts/chats';
import { isChatExpertMessageEnable } from '@platform/domain/chats';
import { areChatsLocked } from '@platform/domain/demo-access';
import type { StreamStatus } from '@platform/domain/stream-status';
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

export function presentChat(
  { chat, stream, unreadCount }: ChatWithStream,
  streamStatus: StreamStatus,
  lastMessage: ChatMessage | null,
): Chat {
  return {
    id: chat.id,
    title: chat.title,
    streamId: chat.streamId,
    isExpertMessageEnable: isChatExpertMessageEnable(chat, stream),
    isLocked: areChatsLocked(stream),
    streamStatus,
    avatar: chat.avatar,
    created_at: toSeconds(chat.createdAt),
    unreadCount,
    lastMessage,
  };
}
