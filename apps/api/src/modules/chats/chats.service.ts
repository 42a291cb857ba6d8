import type { Chat, ChatMessage } from '@platform/contracts/chats';
import {
  chatErrorMessage,
  chatMessageProblem,
  chatWriteProblem,
  compareChats,
  isChatExpertMessageEnable,
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
import { brandsRepository } from '../brands/brands.repository';
import { brandConfigOf } from '../brands/brands.service';
import { fileUrls } from '../files/file-links';
import { filesById } from '../homework/homework.presenter';
import { homeworkRepository } from '../homework/homework.repository';
import { checkedFiles } from '../homework/homework.service';
import type { ChatEvent } from '../realtime/chat-event-bus';
import {
  type ChatEventDraft,
  publishChatEvent,
  recordChatEvent,
  writeWithChatEvent,
} from '../realtime/chat-events';
import { learningChanged } from '../streams/learning-changes';
import { streamsService } from '../streams/streams.service';
import { presentChat, presentChatMessage, presentExpertChat } from './chats.presenter';
import {
  type ChatMessageWithAuthor,
  type ChatScope,
  type ChatWithStream,
  chatsRepository,
  type MessagePage,
  type ReviewerScope,
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

const learnerScope = (user: SignedInUser): ChatScope => ({ learnerId: user.id });
/** Experts reach only the learners of their brand in the courses assigned to them. */
const expertScope = (expert: SignedInUser): ReviewerScope => ({
  reviewerId: expert.id,
  brandId: expert.brandId,
});

/** The chat event of a change to one message (realtime: every open tab of both sides). */
const messageEvent = (
  { chat, stream }: ChatWithStream,
  kind: 'message' | 'edit' | 'rating',
  messageId: number,
): ChatEventDraft => ({
  chatId: chat.id,
  learnerId: stream.userId,
  kind,
  payload: { messageId },
});

export function chatsService(ctx: AppContext) {
  const chats = chatsRepository(ctx.db);
  // Uploads are checked as homework checks them.
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

  async function inScope(scope: ChatScope, chatId: number): Promise<ChatWithStream> {
    const chat = await chats.findInScope(scope, chatId);
    if (!chat) throw notFound();
    return chat;
  }

  /** A message of a chat of the scope, with the chat. */
  async function messageInScope(scope: ChatScope, chatId: number, messageId: number) {
    const [chat, found] = await Promise.all([
      chats.findInScope(scope, chatId),
      chats.findMessage(scope, chatId, messageId),
    ]);
    if (!chat || !found) throw notFound();
    return { chat, found };
  }

  /** The brand's messageDelay in seconds (section 9 default when the brand names none). */
  async function messageDelayOf(brandId: number): Promise<number> {
    const brand = await brandsRepository(ctx.db).findById(brandId);
    if (!brand) throw notFound();
    return brandConfigOf(brand).messageDelay;
  }

  /** The latest message of each chat, by chat id: one query for the messages, one for their
   * files. */
  async function lastMessagesOf(scope: ChatScope, rows: readonly ChatWithStream[]) {
    const ids = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
    const byId = new Map(
      (await present(await chats.messagesByIds(scope, ids))).map((message) => [
        message.id,
        message,
      ]),
    );
    return (row: ChatWithStream) =>
      row.lastMessageId === null ? null : (byId.get(row.lastMessageId) ?? null);
  }

  /** The learner's chats presented, each with its stream's status. */
  async function presentChats(
    user: SignedInUser,
    rows: readonly ChatWithStream[],
    statusOf: (streamId: number) => StreamStatus,
  ) {
    const lastOf = await lastMessagesOf(learnerScope(user), rows);
    return rows.map((row) => presentChat(row, statusOf(row.chat.streamId), lastOf(row)));
  }

  /** One page of a chat of the scope and the count the pages cover. */
  async function messagesIn(
    scope: ChatScope,
    chatId: number,
    query: Pick<MessagePage, 'sort' | 'anchor'>,
    page: Page,
  ) {
    await inScope(scope, chatId);
    const { rows, total } = await chats.messagePage(scope, chatId, {
      ...query,
      limit: page.perPage,
      offset: page.offset,
    });
    return { messages: await present(rows), total };
  }

  /** A new message of the author, checked: some text or a file, the author's own photos and
   * videos within the limit; stamped now. */
  async function checkedMessage(authorId: number, chatId: number, body: ChatMessageSend) {
    const fileIds = [...new Set(body.file_ids)];
    if (chatMessageProblem({ text: body.message, fileCount: fileIds.length }))
      throw messageRequired();
    checkedFiles(fileIds, fileIds.length ? await uploads.ownFiles(authorId, fileIds) : []);
    const now = ctx.clock.now();
    return {
      chatId,
      message: body.message,
      fileIds,
      idempotencyKey: body.idempotency_key ?? null,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** The reader read the other side's messages of the chat up to this one. */
  async function viewUpTo(scope: ChatScope, chatId: number, messageId: number) {
    const { chat } = await messageInScope(scope, chatId, messageId);
    await writeWithChatEvent(
      ctx,
      (tx) => chatsRepository(tx).markViewedUpTo(scope, chatId, messageId),
      () => ({
        chatId,
        learnerId: chat.stream.userId,
        kind: 'viewed',
        payload: { upToMessageId: messageId, by: 'learnerId' in scope ? 'learner' : 'expert' },
      }),
    );
    return presentOne(await chats.findMessage(scope, chatId, messageId));
  }

  return {
    /** A stream's chat: the chat and the stream pointing at it, in one transaction; the
     * learner's status answers name the new chat channel. */
    async open(values: { streamId: number; title: string; avatar?: string | null }) {
      const { chat, learnerId } = await ctx.db.transaction((tx) =>
        chatsRepository(tx).open(values),
      );
      await learningChanged(ctx, { userId: learnerId });
      return chat;
    },

    /** The learner's chats: open streams first, then not started, frozen, stopped, ended. */
    async list(user: SignedInUser) {
      const [owned, views] = await Promise.all([
        chats.listOwned(user.id),
        streams.listedOfUser(user.id),
      ]);
      const status = new Map(views.map((view) => [view.row.id, view.status]));
      // The chats of the listed streams: a demo stream the brand hides hides its chat too.
      const rows = owned.filter((row) => status.has(row.chat.streamId));
      const presented = await presentChats(user, rows, (id) => status.get(id) ?? 'ended');
      const listed = (chat: Chat) => ({
        id: chat.id,
        streamStatus: chat.streamStatus,
        lastActivity: chat.lastMessage?.created_at ?? chat.created_at,
      });
      return presented.sort((a, b) => compareChats(listed(a), listed(b)));
    },

    async get(user: SignedInUser, chatId: number) {
      const row = await inScope(learnerScope(user), chatId);
      const view = await streams.view(user.id, row.chat.streamId);
      const [chat] = await presentChats(user, [row], () => view.status);
      if (!chat) throw notFound();
      return chat;
    },

    messages: (
      user: SignedInUser,
      chatId: number,
      query: Pick<MessagePage, 'sort' | 'anchor'>,
      page: Page,
    ) => messagesIn(learnerScope(user), chatId, query, page),

    /**
     * Sends the learner's message. A retry carrying the key of a stored send gets that message
     * back and nothing is stored. The brand's messageDelay holds between two sends of the
     * learner in the chat, checked and moved in the transaction that stores the message.
     */
    async send(user: SignedInUser, chatId: number, body: ChatMessageSend): Promise<ChatMessage> {
      const scope = learnerScope(user);
      const chat = await inScope(scope, chatId);
      const key = body.idempotency_key;
      const replay = async () => (key ? chats.findByIdempotencyKey(scope, chatId, key) : undefined);
      const earlier = await replay();
      if (earlier) return presentOne(earlier);

      const problem = chatWriteProblem(chat.chat, chat.stream);
      if (problem) throw WRITE_REFUSALS[problem]();
      const values = await checkedMessage(user.id, chatId, body);
      const delay = await messageDelayOf(user.brandId);
      const now = values.createdAt;
      let stored: number | 'tooSoon' | undefined;
      let event: ChatEvent | undefined;
      try {
        stored = await ctx.db.transaction(async (tx) => {
          const repository = chatsRepository(tx);
          const passed = await repository.passDelayGate(
            user.id,
            chatId,
            now,
            delay > 0 ? addSeconds(now, -delay) : null,
          );
          if (!passed) return 'tooSoon' as const;
          const row = await repository.insertMessage(scope, values);
          if (!row) throw new StoredMeanwhile();
          event = await recordChatEvent(tx, messageEvent(chat, 'message', row.id));
          return row.id;
        });
      } catch (error) {
        if (!(error instanceof StoredMeanwhile)) throw error;
      }
      await publishChatEvent(ctx, event);
      if (typeof stored === 'number')
        return presentOne(await chats.findMessage(scope, chatId, stored));
      // A concurrent retry with the same key got there first: its message is the answer.
      const meanwhile = await replay();
      if (meanwhile) return presentOne(meanwhile);
      if (stored === undefined) throw notFound();
      const last = await chats.lastSentAt(user.id, chatId);
      throw tooSoon(messageDelayWait(last?.getTime() ?? null, now.getTime(), delay), delay);
    },

    /** The learner's own message with a new text; files stay. */
    async edit(user: SignedInUser, chatId: number, messageId: number, text: string) {
      const scope = learnerScope(user);
      const { chat, found } = await messageInScope(scope, chatId, messageId);
      if (found.message.isExpert || found.message.authorId !== user.id)
        throw forbidden('not_own_message', chatErrorMessage('notOwnMessage').key);
      if (areChatsLocked(chat.stream)) throw locked();
      if (chatMessageProblem({ text, fileCount: found.message.fileIds.length }))
        throw messageRequired();
      const edited = await writeWithChatEvent(
        ctx,
        (tx) => chatsRepository(tx).editOwn(user.id, chatId, messageId, text, ctx.clock.now()),
        (done) => (done ? messageEvent(chat, 'edit', messageId) : undefined),
      );
      if (!edited) throw notFound();
      return presentOne(await chats.findMessage(scope, chatId, messageId));
    },

    /** The learner rates an expert's answer (again: the new rating replaces the old). */
    async rate(user: SignedInUser, chatId: number, messageId: number, rating: number) {
      const scope = learnerScope(user);
      const { chat, found } = await messageInScope(scope, chatId, messageId);
      if (!found.message.isExpert)
        throw forbidden('not_expert_message', chatErrorMessage('notExpertMessage').key);
      if (areChatsLocked(chat.stream)) throw locked();
      const rated = await writeWithChatEvent(
        ctx,
        (tx) => chatsRepository(tx).rate(user.id, chatId, messageId, rating),
        (done) => (done ? messageEvent(chat, 'rating', messageId) : undefined),
      );
      if (!rated) throw notFound();
      return presentOne(await chats.findMessage(scope, chatId, messageId));
    },

    /** Messages of the learner's chats by id, as the pages show them (the realtime events). */
    messagesOfLearner: async (learnerId: number, ids: readonly number[]) =>
      present(await chats.messagesByIds({ learnerId }, ids)),

    /** The learner read the chat up to this message: it and the experts' messages before it
     * are viewed. */
    view: (user: SignedInUser, chatId: number, messageId: number) =>
      viewUpTo(learnerScope(user), chatId, messageId),

    /** The expert read the chat up to this message: the learner's messages up to it. */
    expertView: (expert: SignedInUser, chatId: number, messageId: number) =>
      viewUpTo(expertScope(expert), chatId, messageId),

    /** The expert's chats (learners of the brand in the assigned courses), the longest waiting
     * for an answer first. */
    async queue(expert: SignedInUser, page: Page) {
      const scope = expertScope(expert);
      const { rows, total } = await chats.queuePage(scope, {
        limit: page.perPage,
        offset: page.offset,
      });
      const lastOf = await lastMessagesOf(scope, rows);
      return { chats: rows.map((row) => presentExpertChat(row, lastOf(row))), total };
    },

    expertMessages: (
      expert: SignedInUser,
      chatId: number,
      query: Pick<MessagePage, 'sort' | 'anchor'>,
      page: Page,
    ) => messagesIn(expertScope(expert), chatId, query, page),

    /** The expert's answer: no delay holds experts; writing takes the chat's expert messaging
     * (isExpertMessageEnable). Answering reads the learner's messages before it. */
    async answer(expert: SignedInUser, chatId: number, body: ChatMessageSend) {
      const scope = expertScope(expert);
      const chat = await inScope(scope, chatId);
      const key = body.idempotency_key;
      const earlier = key && (await chats.findByIdempotencyKey(scope, chatId, key));
      if (earlier) return presentOne(earlier);
      if (!isChatExpertMessageEnable(chat.chat, chat.stream))
        throw WRITE_REFUSALS.messagesDisabled();
      const values = await checkedMessage(expert.id, chatId, body);
      const id = await writeWithChatEvent(
        ctx,
        async (tx) => {
          const repository = chatsRepository(tx);
          const row = await repository.insertMessage(scope, values);
          if (row) await repository.markViewedUpTo(scope, chatId, row.id);
          return row?.id;
        },
        (stored) => (stored === undefined ? undefined : messageEvent(chat, 'message', stored)),
      );
      if (id !== undefined) return presentOne(await chats.findMessage(scope, chatId, id));
      // Nothing stored: a concurrent retry stored the same key meanwhile.
      return presentOne(key ? await chats.findByIdempotencyKey(scope, chatId, key) : undefined);
    },
  };
}
