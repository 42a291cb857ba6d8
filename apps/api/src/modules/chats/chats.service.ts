import type { Chat, ChatMessage } from '@platform/contracts/chats';
import {
  chatErrorMessage,
  chatMessageProblem,
  chatWriteProblem,
  compareChats,
  messageDelayText,
  messageDelayWait,
} from '@platform/domain/chats';
import { areChatsLocked } from '@platform/domain/demo-access';
import type { StreamStatus } from '@platform/domain/stream-status';
import type { AppContext } from '../../context';
import { addSeconds } from '../../lib/clock';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/pagination';
import type { SignedInUser } from '../auth/sessions.repository';
import { brandConfigOf } from '../brands/brands.service';
import { fileUrls } from '../files/file-links';
import { filesById } from '../homework/homework.presenter';
import { homeworkRepository } from '../homework/homework.repository';
import { checkedFiles } from '../homework/homework.service';
import { streamsService } from '../streams/streams.service';
import { presentChat, presentChatMessage } from './chats.presenter';
import {
  type ChatMessageWithAuthor,
  type ChatWithStream,
  chatsRepository,
  type MessagePage,
} from './chats.repository';

export interface ChatMessageSend {
  message: string;
  file_ids: number[];
  idempotency_key?: string;
}

const locked = () => forbidden('chat_locked', chatErrorMessage('locked').key);
const WRITE_REFUSALS = {
  locked,
  messagesDisabled: () =>
    forbidden('chat_messages_disabled', chatErrorMessage('messagesDisabled').key),
};
const messageRequired = () => fieldError('message', 'learning.homeworkErrors.messageRequired');

/** 429 of a send sooner than messageDelay after the previous one, saying when to retry. */
function tooSoon(waitSeconds: number, delaySeconds: number): AppError {
  const text = messageDelayText(delaySeconds);
  return new AppError(
    429,
    'message_delay',
    text.key,
    {},
    { 'retry-after': String(Math.max(1, waitSeconds)) },
    text.params,
  );
}

/** Thrown inside the send's transaction to undo the delay gate when the key was stored
 * meanwhile by a concurrent retry. */
class StoredMeanwhile extends Error {}

export function chatsService(ctx: AppContext) {
  const chats = chatsRepository(ctx.db);
  // The learner's uploads are checked as homework checks them.
  const uploads = homeworkRepository(ctx.db);
  const streams = streamsService(ctx);
  const fileUrl = fileUrls(ctx);

  /** Messages on the wire, their files read in one query. */
  async function present(rows: readonly ChatMessageWithAuthor[]): Promise<ChatMessage[]> {
    const files = await chats.filesByIds([...new Set(rows.flatMap((row) => row.message.fileIds))]);
    const byId = filesById(files);
    return rows.map((row) => presentChatMessage(row, byId, fileUrl));
  }

  async function presentOne(row: ChatMessageWithAuthor | undefined): Promise<ChatMessage> {
    if (!row) throw notFound();
    const [message] = await present([row]);
    if (!message) throw notFound();
    return message;
  }

  async function owned(userId: number, chatId: number): Promise<ChatWithStream> {
    const chat = await chats.findOwned(userId, chatId);
    if (!chat) throw notFound();
    return chat;
  }

  /** A message of the learner's chat, with the chat. */
  async function ownedMessage(userId: number, chatId: number, messageId: number) {
    const [chat, found] = await Promise.all([
      chats.findOwned(userId, chatId),
      chats.findMessage(userId, chatId, messageId),
    ]);
    if (!chat || !found) throw notFound();
    return { chat, found };
  }

  /** The brand's messageDelay in seconds (section 9 default when the brand names none). */
  async function messageDelayOf(brandId: number): Promise<number> {
    const brand = await chats.brand(brandId);
    if (!brand) throw notFound();
    return brandConfigOf(brand).messageDelay;
  }

  /** The learner's chats with their latest messages, presented: one query for the messages,
   * one for their files. */
  async function presentChats(
    userId: number,
    rows: readonly ChatWithStream[],
    statusOf: (streamId: number) => StreamStatus,
  ) {
    const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
    const last = await present(await chats.messagesByIds(userId, lastIds));
    const lastById = new Map(last.map((message) => [message.id, message]));
    return rows.map((row) =>
      presentChat(
        row,
        statusOf(row.chat.streamId),
        row.lastMessageId === null ? null : (lastById.get(row.lastMessageId) ?? null),
      ),
    );
  }

  return {
    /** A stream's chat: the chat and the stream pointing at it, in one transaction. */
    open(values: { streamId: number; title: string; avatar?: string | null }) {
      return ctx.db.transaction((tx) => chatsRepository(tx).open(values));
    },

    /** The learner's chats: open streams first, then not started, frozen, stopped, ended. */
    async list(userId: number) {
      const [rows, views] = await Promise.all([chats.listOwned(userId), streams.ofUser(userId)]);
      const status = new Map(views.map((view) => [view.row.id, view.status]));
      // Every chat's stream is the learner's, so each has a status.
      const presented = await presentChats(userId, rows, (id) => status.get(id) ?? 'ended');
      const listed = (chat: Chat) => ({
        id: chat.id,
        streamStatus: chat.streamStatus,
        lastActivity: chat.lastMessage?.created_at ?? chat.created_at,
      });
      return presented.sort((a, b) => compareChats(listed(a), listed(b)));
    },

    async get(userId: number, chatId: number) {
      const row = await owned(userId, chatId);
      const view = await streams.view(userId, row.chat.streamId);
      const [chat] = await presentChats(userId, [row], () => view.status);
      if (!chat) throw notFound();
      return chat;
    },

    /** One page of a chat's messages and the count the pages cover. */
    async messages(
      userId: number,
      chatId: number,
      query: Pick<MessagePage, 'sort' | 'anchor'>,
      page: Page,
    ) {
      await owned(userId, chatId);
      const { rows, total } = await chats.messagePage(userId, chatId, {
        ...query,
        limit: page.perPage,
        offset: page.offset,
      });
      return { messages: await present(rows), total };
    },

    /**
     * Sends the learner's message. A retry carrying the key of a stored send gets that message
     * back and nothing is stored. The brand's messageDelay holds between two sends of the
     * learner in the chat, checked and moved in the transaction that stores the message.
     */
    async send(user: SignedInUser, chatId: number, body: ChatMessageSend): Promise<ChatMessage> {
      const chat = await owned(user.id, chatId);
      const key = body.idempotency_key;
      const replay = async () =>
        key ? chats.findByIdempotencyKey(user.id, chatId, key) : undefined;
      const earlier = await replay();
      if (earlier) return presentOne(earlier);

      const problem = chatWriteProblem(chat.chat, chat.stream);
      if (problem) throw WRITE_REFUSALS[problem]();
      const fileIds = [...new Set(body.file_ids)];
      if (chatMessageProblem({ text: body.message, fileCount: fileIds.length }))
        throw messageRequired();
      checkedFiles(fileIds, fileIds.length ? await uploads.ownFiles(user.id, fileIds) : []);

      const delay = await messageDelayOf(user.brandId);
      const now = ctx.clock.now();
      let stored: number | 'tooSoon' | undefined;
      try {
        stored = await ctx.db.transaction(async (tx) => {
          const repository = chatsRepository(tx);
          const passed = await repository.passDelayGate(
            user.id,
            chatId,
            now,
            addSeconds(now, -delay),
          );
          if (!passed) return 'tooSoon' as const;
          const row = await repository.insertLearnerMessage(user.id, {
            chatId,
            message: body.message,
            fileIds,
            idempotencyKey: key ?? null,
            createdAt: now,
            updatedAt: now,
          });
          if (!row) throw new StoredMeanwhile();
          return row.id;
        });
      } catch (error) {
        if (!(error instanceof StoredMeanwhile)) throw error;
      }
      if (typeof stored === 'number')
        return presentOne(await chats.findMessage(user.id, chatId, stored));
      // A concurrent retry with the same key got there first: its message is the answer.
      const meanwhile = await replay();
      if (meanwhile) return presentOne(meanwhile);
      if (stored === undefined) throw notFound();
      const last = await chats.lastSentAt(user.id, chatId);
      throw tooSoon(messageDelayWait(last?.getTime() ?? null, now.getTime(), delay), delay);
    },

    /** The learner's own message with a new text; files stay. */
    async edit(user: SignedInUser, chatId: number, messageId: number, text: string) {
      const { chat, found } = await ownedMessage(user.id, chatId, messageId);
      if (found.message.isExpert || found.message.authorId !== user.id)
        throw forbidden('not_own_message', chatErrorMessage('notOwnMessage').key);
      if (areChatsLocked(chat.stream)) throw locked();
      if (chatMessageProblem({ text, fileCount: found.message.fileIds.length }))
        throw messageRequired();
      if (!(await chats.editOwn(user.id, chatId, messageId, text, ctx.clock.now())))
        throw notFound();
      return presentOne(await chats.findMessage(user.id, chatId, messageId));
    },

    /** The learner rates an expert's answer (again: the new rating replaces the old). */
    async rate(user: SignedInUser, chatId: number, messageId: number, rating: number) {
      const { chat, found } = await ownedMessage(user.id, chatId, messageId);
      if (!found.message.isExpert)
        throw forbidden('not_expert_message', chatErrorMessage('notExpertMessage').key);
      if (areChatsLocked(chat.stream)) throw locked();
      if (!(await chats.rate(user.id, chatId, messageId, rating))) throw notFound();
      return presentOne(await chats.findMessage(user.id, chatId, messageId));
    },

    /** The learner read the chat up to this message: it and the experts' messages before it
     * are viewed. */
    async view(user: SignedInUser, chatId: number, messageId: number) {
      await ownedMessage(user.id, chatId, messageId);
      await chats.markViewedUpTo(user.id, chatId, messageId);
      return presentOne(await chats.findMessage(user.id, chatId, messageId));
    },
  };
}
