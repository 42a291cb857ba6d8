import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertWhere } from '../../db/insert-where';
import { brands } from '../../db/schema/brands';
import { chatMessages, chats } from '../../db/schema/chats';
import { courses } from '../../db/schema/courses';
import { files } from '../../db/schema/files';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type FileRow = typeof files.$inferSelect;

const m = chatMessages;
const col = (column: { name: string }) => sql.identifier(column.name);

/** The ids of the learner's chats (or of that one chat of theirs), as a subquery: every
 * statement on chats and their messages carries it, so that someone else's is neither read nor
 * changed. */
const chatIdsOf = (db: Executor, learnerId: number, chatId?: number) =>
  db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
    .where(
      and(
        eq(userCourseStreams.userId, learnerId),
        chatId === undefined ? undefined : eq(chats.id, chatId),
      ),
    );

/** A chat with what its rules and wire shape need: its stream's demo flags and chat channel,
 * the course's demo chat flag, the experts' unread messages and the latest message's id. */
const selectChats = (db: Executor) => {
  const unread = db
    .select({ value: count() })
    .from(m)
    .where(and(eq(m.chatId, chats.id), eq(m.isExpert, true), eq(m.isViewed, false)));
  const latest = db
    .select({ id: m.id })
    .from(m)
    .where(eq(m.chatId, chats.id))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(1);
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
      unreadCount: sql<number>`(${unread})`.mapWith(Number),
      lastMessageId: sql<number | null>`(${latest})`,
    })
    .from(chats)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId));
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

export function chatsRepository(db: Executor) {
  /** A message of one of the learner's chats, as a condition on chat_messages. */
  const inLearnersChat = (learnerId: number, chatId: number, messageId: number) =>
    and(eq(m.id, messageId), inArray(m.chatId, chatIdsOf(db, learnerId, chatId)));

  return {
    listOwned: (learnerId: number): Promise<ChatWithStream[]> =>
      selectChats(db).where(eq(userCourseStreams.userId, learnerId)).orderBy(asc(chats.id)),

    async findOwned(learnerId: number, chatId: number): Promise<ChatWithStream | undefined> {
      const [row] = await selectChats(db).where(
        and(eq(chats.id, chatId), eq(userCourseStreams.userId, learnerId)),
      );
      return row;
    },

    /** One page of a chat of the learner and the count of what the pages cover. */
    async messagePage(learnerId: number, chatId: number, page: MessagePage) {
      const where = and(
        inArray(m.chatId, chatIdsOf(db, learnerId, chatId)),
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

    /** These messages of the learner's chats, with their authors. */
    messagesByIds: (learnerId: number, ids: readonly number[]): Promise<ChatMessageWithAuthor[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : selectMessages(db).where(
            and(inArray(m.id, [...ids]), inArray(m.chatId, chatIdsOf(db, learnerId))),
          ),

    async findMessage(
      learnerId: number,
      chatId: number,
      messageId: number,
    ): Promise<ChatMessageWithAuthor | undefined> {
      const [row] = await selectMessages(db).where(inLearnersChat(learnerId, chatId, messageId));
      return row;
    },

    async findByIdempotencyKey(
      learnerId: number,
      chatId: number,
      key: string,
    ): Promise<ChatMessageWithAuthor | undefined> {
      const [row] = await selectMessages(db).where(
        and(
          inArray(m.chatId, chatIdsOf(db, learnerId, chatId)),
          eq(m.authorId, learnerId),
          eq(m.idempotencyKey, key),
        ),
      );
      return row;
    },

    /**
     * The messageDelay gate: moves the learner's last send of the chat to `now` only if the
     * previous one was at or before `threshold`, in one statement. Two concurrent sends (on any
     * instance) cannot both pass: the second waits for the first's row lock and then finds the
     * condition false. Answers whether the send may go on.
     */
    async passDelayGate(
      learnerId: number,
      chatId: number,
      now: Date,
      threshold: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(chats)
        // The gate is no edit of the chat: its updated_at stays.
        .set({ learnerLastSentAt: now, updatedAt: sql`${chats.updatedAt}` })
        .where(
          and(
            inArray(chats.id, chatIdsOf(db, learnerId, chatId)),
            or(isNull(chats.learnerLastSentAt), lte(chats.learnerLastSentAt, threshold)),
          ),
        )
        .returning({ id: chats.id });
      return rows.length > 0;
    },

    /** Adds the learner's message to their chat. Nothing (undefined) when the chat is not
     * theirs or a message of theirs with the same idempotency key is already stored. */
    async insertLearnerMessage(
      learnerId: number,
      values: Omit<NewChatMessage, 'authorId' | 'isExpert'>,
    ): Promise<ChatMessageRow | undefined> {
      const [row] = await insertWhere(
        db,
        m,
        { ...values, authorId: learnerId, isExpert: false },
        sql`exists (${chatIdsOf(db, learnerId, values.chatId)})`,
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
            inLearnersChat(learnerId, chatId, messageId),
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
        .where(and(inLearnersChat(learnerId, chatId, messageId), eq(m.isExpert, true)))
        .returning({ id: m.id });
      return rows.length > 0;
    },

    /** The learner read the experts' messages of their chat up to this one. */
    async markViewedUpTo(learnerId: number, chatId: number, messageId: number): Promise<void> {
      await db
        .update(m)
        .set({ isViewed: true, updatedAt: sql`${m.updatedAt}` })
        .where(
          and(
            inArray(m.chatId, chatIdsOf(db, learnerId, chatId)),
            lte(m.id, messageId),
            eq(m.isExpert, true),
            eq(m.isViewed, false),
          ),
        );
    },

    /** The learner's last send of the chat (the delay's anchor). */
    async lastSentAt(learnerId: number, chatId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: chats.learnerLastSentAt })
        .from(chats)
        .where(inArray(chats.id, chatIdsOf(db, learnerId, chatId)));
      return row?.at ?? null;
    },

    async brand(brandId: number) {
      const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
      return row;
    },

    /** Files attached to messages that were read within the learner's scope. */
    filesByIds: (ids: readonly number[]): Promise<FileRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(files)
            .where(inArray(files.id, [...ids])),

    /** The learner's streams that have no chat yet, with their course's title. */
    streamsWithoutChat: (learnerId: number) =>
      db
        .select({ streamId: userCourseStreams.id, title: courses.title })
        .from(userCourseStreams)
        .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
        .leftJoin(chats, eq(chats.streamId, userCourseStreams.id))
        .where(and(eq(userCourseStreams.userId, learnerId), isNull(chats.id)))
        .orderBy(asc(userCourseStreams.id)),

    /** A stream's chat: the chat row, and the stream pointing at it as its chat channel. */
    async open(values: typeof chats.$inferInsert): Promise<ChatRow> {
      const [chat] = await db.insert(chats).values(values).returning();
      if (!chat) throw new Error('chat not created');
      await db
        .update(userCourseStreams)
        .set({ chatChannelId: chat.id })
        .where(eq(userCourseStreams.id, chat.streamId));
      return chat;
    },

    /** An expert's message in a chat, as the demo data and the tests write them (the expert desk
     * will answer through a statement scoped by expert_courses). */
    async insertExpertMessage(values: Omit<NewChatMessage, 'isExpert'>): Promise<ChatMessageRow> {
      const [row] = await db
        .insert(m)
        .values({ ...values, isExpert: true })
        .returning();
      if (!row) throw new Error('message not stored');
      return row;
    },
  };
}
