import { CHAT_RATING_MAX, CHAT_RATING_MIN } from '@platform/domain/chats';
import { z } from 'zod';
import { ChatMessage as DialogueMessage } from './homework';
import { requiredId } from './selection';
import { StreamStatusName } from './streams';
import { UnixSeconds } from './time';

/** Chats with experts (spec 002 sections 3 and 7). Instants in seconds. */

export const ChatParams = z.object({ id: requiredId('id') });
export const ChatMessageParams = z.object({ id: requiredId('id'), msgId: requiredId('id') });

/** A chat message (section 3): the dialogue message shape without the homework's exercise, plus
 * the learner's rating of an expert's answer. `employee` is null on the learner's own
 * messages. */
export const ChatMessage = DialogueMessage.omit({ exercise: true }).extend({
  rating: z.number().int().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Chat = z.object({
  id: z.number().int(),
  title: z.string(),
  streamId: z.number().int(),
  /** New messages are taken only when this is on (and the chat is not locked). */
  isExpertMessageEnable: z.boolean(),
  /** Demo streams without full access lock their chats. */
  isLocked: z.boolean(),
  streamStatus: StreamStatusName,
  avatar: z.string().nullable(),
  created_at: UnixSeconds,
  /** The experts' messages the learner has not read. */
  unreadCount: z.number().int().nonnegative(),
  lastMessage: ChatMessage.nullable(),
});
export type Chat = z.infer<typeof Chat>;

export const ChatList = z.array(Chat);

/** A chat in the expert's queue: the learner and since when they wait for an answer (null when
 * nobody waits) in place of the stream's status; unread counts the learner's messages. */
export const ExpertChat = Chat.omit({ streamStatus: true }).extend({
  learner: z.object({ id: z.number().int(), name: z.string() }),
  waitingSince: UnixSeconds.nullable(),
});
export type ExpertChat = z.infer<typeof ExpertChat>;
export const ExpertChatList = z.array(ExpertChat);
export const ChatMessageList = z.array(ChatMessage);

/**
 * GET /chats/{id}/messages: newest first (`-created_at`, the default) or oldest first. Pages
 * stay put while messages arrive when the client sends `anchor`, the id of the newest message
 * of its first page: pages and counts then cover only the messages up to it.
 */
export const ChatMessagesQuery = z.object({
  sort: z.enum(['-created_at', 'created_at']).default('-created_at'),
  anchor: requiredId('id').optional(),
});

/** Files are uploaded first (POST /files, with progress) and referred to here by id. */
export const SendChatMessageBody = z.strictObject({
  message: z.string().max(5000).default(''),
  file_ids: z.array(requiredId('id')).max(10).default([]),
  /** A retried send with the same key is answered with the stored message, not stored twice. */
  idempotency_key: z.string().min(8).max(64).optional(),
});

export const EditChatMessageBody = z.strictObject({ message: z.string().max(5000) });

export const RateChatMessageBody = z.strictObject({
  rating: z.coerce.number().int().min(CHAT_RATING_MIN).max(CHAT_RATING_MAX),
});
