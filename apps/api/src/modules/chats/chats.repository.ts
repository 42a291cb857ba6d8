import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { chatMessages, chats } from '../../db/schema/chats';
import { courses } from '../../db/schema/courses';
import { files } from '../../db/schema/files';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';
import { type HomeworkScope, type ReviewerScope, streamsIn } from '../homework/homework.repository';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type FileRow = typeof files.$inferSelect;

/** Whose chats a statement may touch: the learner's own; for an expert, those of the learners
 * of the expert's brand in the courses assigned to the expert (the homework scopes). */
export type ChatScope = HomeworkScope;
export type { ReviewerScope };

const m = chatMessages;
const col = (column: { name: string }) => sql.identifier(column.name);
const isLearner = (scope: ChatScope): scope is { learnerId: number } => 'learnerId' in scope;

/** The ids of the scope's chats (or of that one chat, if in the scope), as a subquery: every
 * statement on chats and their messages carries it, so that a chat out of the scope is neither
 * read nor changed. */
const chatIdsIn = (db: Executor, scope: ChatScope, chatId?: number) =>
  db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
    .where(and(streamsIn(db, scope), chatId === undefined ? undefined : eq(chats.id, chatId)));

/** Since when the chat's learner waits for an answer: the oldest of the learner's messages
 * after the experts' latest, null when none waits. */
const waitingSince = (db: Executor) => {
  const answered = alias(m, 'answered');
  const lastAnswer = db
    .select({ id: sql`coalesce(max(${answered.id}), 0)` })
    .from(answered)
    .where(and(eq(answered.chatId, chats.id), eq(answered.isExpert, true)));
  const waiting = db
    .select({ at: sql`min(${m.createdAt})` })
    .from(m)
    .where(and(eq(m.chatId, chats.id), eq(m.isExpert, false), gt(m.id, sql`(${lastAnswer})`)));
  return sql<Date | null>`(${waiting})`;
};

/**
 * A chat with what its rules and wire shape need: its stream's demo flags and chat channel, the
 * course's demo chat flag, the learner, the messages of the other side the reader has not read,
 * the latest message's id, and since when the learner waits for an answer.
 */
const selectChats = (db: Executor, scope: ChatScope) => {
  const unread = db
    .select({ value: count() })
    .from(m)
    .where(and(eq(m.chatId, chats.id), eq(m.isExpert, isLearner(scope)), eq(m.isViewed, false)));
  const latest = db
    .select({ id: m.id })
    .from(m)
    .where(eq(m.chatId, chats.id))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(1);
  const learner = alias(users, 'learner');
  return db
    .select({
      chat: chats,
      stream: {
        userId: userCourseStreams.userId,
        isDemo: userCourseStreams.isDemo,
        courseFullAccess: userCourseStreams.courseFullAccess,
        chatChannelId: userCourseStreams.chatChannelId,
        isDemoExpertMessageEnabled: courses.isDemoExpertMessageEnabled,
      },
      learner: {
        id: learner.id,
        firstName: learner.firstName,
        lastName: learner.lastName,
        email: learner.email,
      },
      unreadCount: sql<number>`(${unread})`.mapWith(Number),
      lastMessageId: sql<number | null>`(${latest})`,
      waitingSince: waitingSince(db).mapWith(m.createdAt),
    })
    .from(chats)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .innerJoin(learner, eq(learner.id, userCourseStreams.userId));
};

export type ChatWithStream = Awaited<ReturnType<typeof selectChats>>[number];

/** What a message shows of its author. */
const authorSelection = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isExpert: users.isExpert,
  avatarKey: files.storageKey,
};

const selectMessages = (db: Executor) =>
  db
    .select({ message: m, author: authorSelection })
    .from(m)
    .innerJoin(users, eq(users.id, m.authorId))
    .leftJoin(files, eq(files.id, users.avatarFileId));

export type ChatMessageWithAuthor = Awaited<ReturnType<typeof selectMessages>>[number];

export interface MessagePage {
  sort: '-created_at' | 'created_at';
  /** Only messages up to this id: pages that stay put while new messages arrive. */
  anchor?: number;
  limit: number;
  offset: number;
}

/** The author of the scope's messages: the learner, or the expert. */
const authorOf = (scope: ChatScope) =>
  isLearner(scope)
    ? { authorId: scope.learnerId, isExpert: false }
    : { authorId: scope.reviewerId, isExpert: true };

export function chatsRepository(db: Executor) {
  /** A message of a chat of the scope, as a condition on chat_messages. */
  const inScopedChat = (scope: ChatScope, chatId: number, messageId: number) =>
    and(eq(m.id, messageId), inArray(m.chatId, chatIdsIn(db, scope, chatId)));

  return {
    listOwned: (learnerId: number): Promise<ChatWithStream[]> => {
      const scope = { learnerId };
      return selectChats(db, scope).where(streamsIn(db, scope)).orderBy(asc(chats.id));
    },

    /** One page of the expert's chats, the longest waiting first, then the others by their
     * latest message (chats without one last), then the newest. */
    async queuePage(scope: ReviewerScope, { limit, offset }: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        selectChats(db, scope)
          .where(streamsIn(db, scope))
          .orderBy(
            sql`${waitingSince(db)} asc nulls last`,
            sql`(${db
              .select({ at: sql`max(${m.createdAt})` })
              .from(m)
              .where(eq(m.chatId, chats.id))}) desc nulls last`,
            desc(chats.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ value: count() })
          .from(chats)
          .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
          .where(streamsIn(db, scope)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findInScope(scope: ChatScope, chatId: number): Promise<ChatWithStream | undefined> {
      const [row] = await selectChats(db, scope).where(
        and(eq(chats.id, chatId), streamsIn(db, scope)),
      );
      return row;
    },

    /** One page of a chat of the scope and the count of what the pages cover. */
    async messagePage(scope: ChatScope, chatId: number, page: MessagePage) {
      const where = and(
        inArray(m.chatId, chatIdsIn(db, scope, chatId)),
        page.anchor === undefined ? undefined : lte(m.id, page.anchor),
      );
      const order =
        page.sort === '-created_at'
          ? [desc(m.createdAt), desc(m.id)]
          : [asc(m.createdAt), asc(m.id)];
      const [rows, [total]] = await Promise.all([
        selectMessages(db)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(m).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** These messages of the scope's chats, with their authors. */
    messagesByIds: (scope: ChatScope, ids: readonly number[]): Promise<ChatMessageWithAuthor[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : selectMessages(db).where(
            and(inArray(m.id, [...ids]), inArray(m.chatId, chatIdsIn(db, scope))),
          ),

    async findMessage(
      scope: ChatScope,
      chatId: number,
      messageId: number,
    ): Promise<ChatMessageWithAuthor | undefined> {
      const [row] = await selectMessages(db).where(inScopedChat(scope, chatId, messageId));
      return row;
    },

    /** The scope's author's message of the chat sent with this key. */
    async findByIdempotencyKey(
      scope: ChatScope,
      chatId: number,
      key: string,
    ): Promise<ChatMessageWithAuthor | undefined> {
      const [row] = await selectMessages(db).where(
        and(
          inArray(m.chatId, chatIdsIn(db, scope, chatId)),
          eq(m.authorId, authorOf(scope).authorId),
          eq(m.idempotencyKey, key),
        ),
      );
      return row;
    },

    /**
     * The messageDelay gate: moves the learner's last send of the chat to `now` only if the
     * previous one was at or before `threshold`, in one statement. Two concurrent sends (on any
     * instance) cannot both pass: the second waits for the first's row lock and then finds the
     * condition false. Without a threshold (a brand without a delay) every send passes: sends
     * that commit in another order than their clocks read are not held by each other. The last
     * send never moves back in time. Answers whether the send may go on.
     */
    async passDelayGate(
      learnerId: number,
      chatId: number,
      now: Date,
      threshold: Date | null,
    ): Promise<boolean> {
      const rows = await db
        .update(chats)
        .set({
          learnerLastSentAt: sql`greatest(${chats.learnerLastSentAt}, ${now.toISOString()}::timestamptz)`,
          // The gate is no edit of the chat: its updated_at stays.
          updatedAt: sql`${chats.updatedAt}`,
        })
        .where(
          and(
            inArray(chats.id, chatIdsIn(db, { learnerId }, chatId)),
            threshold === null
              ? undefined
              : or(isNull(chats.learnerLastSentAt), lte(chats.learnerLastSentAt, threshold)),
          ),
        )
        .returning({ id: chats.id });
      return rows.length > 0;
    },

    /** Adds a message of the scope's author (the learner, or the expert) to a chat of the
     * scope. Nothing (undefined) when the chat is out of the scope or a message of the author
     * with the same idempotency key is already stored. */
    async insertMessage(
      scope: ChatScope,
      values: Omit<NewChatMessage, 'authorId' | 'isExpert'>,
    ): Promise<ChatMessageRow | undefined> {
      const [row] = await insertWhere(
        db,
        m,
        { ...values, ...authorOf(scope) },
        sql`exists (${chatIdsIn(db, scope, values.chatId)})`,
        sql`on conflict (${col(m.chatId)}, ${col(m.authorId)}, ${col(m.idempotencyKey)}) do nothing`,
      );
      return row;
    },

    /** The learner's own message, with its new text. */
    async editOwn(
      learnerId: number,
      chatId: number,
      messageId: number,
      text: string,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(m)
        .set({ message: text, updatedAt: now })
        .where(
          and(
            inScopedChat({ learnerId }, chatId, messageId),
            eq(m.authorId, learnerId),
            eq(m.isExpert, false),
          ),
        )
        .returning({ id: m.id });
      return rows.length > 0;
    },

    /** The learner's rating of an expert's answer in their chat. */
    async rate(
      learnerId: number,
      chatId: number,
      messageId: number,
      rating: number,
    ): Promise<boolean> {
      const rows = await db
        .update(m)
        // A rating is no edit of the message: its updated_at stays.
        .set({ rating, updatedAt: sql`${m.updatedAt}` })
        .where(and(inScopedChat({ learnerId }, chatId, messageId), eq(m.isExpert, true)))
        .returning({ id: m.id });
      return rows.length > 0;
    },

    /** The reader (learner or expert) read the other side's messages of the chat up to this
     * one. */
    async markViewedUpTo(scope: ChatScope, chatId: number, messageId: number): Promise<void> {
      await db
        .update(m)
        .set({ isViewed: true, updatedAt: sql`${m.updatedAt}` })
        .where(
          and(
            inArray(m.chatId, chatIdsIn(db, scope, chatId)),
            lte(m.id, messageId),
            eq(m.isExpert, isLearner(scope)),
            eq(m.isViewed, false),
          ),
        );
    },

    /** The learner's last send of the chat (the delay's anchor). */
    async lastSentAt(learnerId: number, chatId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: chats.learnerLastSentAt })
        .from(chats)
        .where(inArray(chats.id, chatIdsIn(db, { learnerId }, chatId)));
      return row?.at ?? null;
    },

    /** Files attached to messages that were read within the reader's scope. */
    filesByIds: (ids: readonly number[]): Promise<FileRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(files)
            .where(inArray(files.id, [...ids])),

    /** The learner's streams that have no chat yet, with their course's title and key. */
    streamsWithoutChat: (learnerId: number) =>
      db
        .select({
          streamId: userCourseStreams.id,
          title: courses.title,
          courseKey: courses.importKey,
        })
        .from(userCourseStreams)
        .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
        .leftJoin(chats, eq(chats.streamId, userCourseStreams.id))
        .where(and(eq(userCourseStreams.userId, learnerId), isNull(chats.id)))
        .orderBy(asc(userCourseStreams.id)),

    /** A stream's chat: the chat row, and the stream pointing at it as its chat channel; with
     * the stream's learner. */
    async open(values: typeof chats.$inferInsert): Promise<{ chat: ChatRow; learnerId: number }> {
      const [chat] = await db.insert(chats).values(values).returning();
      if (!chat) throw new Error('chat not created');
      const [stream] = await db
        .update(userCourseStreams)
        .set({ chatChannelId: chat.id })
        .where(eq(userCourseStreams.id, chat.streamId))
        .returning({ userId: userCourseStreams.userId });
      if (!stream) throw new Error('stream not found');
      return { chat, learnerId: stream.userId };
    },
  };
}
