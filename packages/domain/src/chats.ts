import { SECOND_MS } from './constants/time';
import { areChatsLocked, type DemoStream, isExpertMessageEnabled } from './demo-access';
import { homeworkFileProblem } from './homework';
import type { Message } from './message';
import { compareByStreamStatus, type StreamStatus } from './stream-status';

/** A chat's stream, as its rules read it. */
export type ChatStream = DemoStream & {
  chatChannelId: number | null;
  isDemoExpertMessageEnabled: boolean;
};

/** The learner's rating of an expert's answer. */
export const CHAT_RATING_MIN = 1;
export const CHAT_RATING_MAX = 5;

/** New messages need the chat's own switch on and the stream's expert messaging. */
export function isChatExpertMessageEnable(
  chat: { isExpertMessageEnable: boolean },
  stream: ChatStream,
) {
  return chat.isExpertMessageEnable && isExpertMessageEnabled(stream);
}

/** Why the learner may not write in the chat now: a restricted demo locks it, a chat whose
 * expert messaging is off takes nothing; null when writing is allowed. */
export function chatWriteProblem(
  chat: { isExpertMessageEnable: boolean },
  stream: ChatStream,
): 'locked' | 'messagesDisabled' | null {
  if (areChatsLocked(stream)) return 'locked';
  return isChatExpertMessageEnable(chat, stream) ? null : 'messagesDisabled';
}

/** A message is some text or at least one file; whitespace is no text. */
export function chatMessageProblem(message: {
  text: string;
  fileCount: number;
}): 'messageRequired' | null {
  return message.text.trim() === '' && message.fileCount === 0 ? 'messageRequired' : null;
}

/** Chat attachments follow the homework rule: photo or video of at most 50 MB (the standard
 * reading of the chat file limit, which the homework limit is). */
export const chatFileProblem = homeworkFileProblem;

/**
 * Whole seconds the learner must still wait before the next message, 0 when they may send:
 * messages are at least `delaySeconds` apart (messageDelay), so one sent exactly that long
 * after the previous goes through.
 */
export function messageDelayWait(
  lastSentAt: number | null,
  now: number,
  delaySeconds: number,
): number {
  if (lastSentAt === null) return 0;
  return Math.max(0, Math.ceil((lastSentAt + delaySeconds * SECOND_MS - now) / SECOND_MS));
}

/** The text of a send refused by the delay, with the delay filled in (plural by count). */
export function messageDelayText(delaySeconds: number): Message {
  return { key: 'learning.chatErrors.messageDelay', params: { count: delaySeconds } };
}

export const CHAT_ERROR_CODES = [
  'locked',
  'messagesDisabled',
  'notOwnMessage',
  'notExpertMessage',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

export function chatErrorMessage(code: ChatErrorCode): Message {
  return { key: `learning.chatErrors.${code}` };
}

export interface ListedChat {
  id: number;
  streamStatus: StreamStatus;
  /** The latest message's instant, else the chat's creation (any one unit). */
  lastActivity: number;
}

/** Chats by their stream's status (open, not started, freeze, stopped, ended), then the most
 * recently active first, then the newest chat. */
export function compareChats(a: ListedChat, b: ListedChat): number {
  return (
    compareByStreamStatus(a.streamStatus, b.streamStatus) ||
    b.lastActivity - a.lastActivity ||
    b.id - a.id
  );
}
