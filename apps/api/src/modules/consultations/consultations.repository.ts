import { and, asc, desc, eq, gte, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, chats } from '../../db/schema/chats';
import { consultations } from '../../db/schema/consultations';
import { courses } from '../../db/schema/courses';
import { onlineConsultations } from '../../db/schema/online-consultations';
import { userCourseStreams } from '../../db/schema/streams';
import { users } from '../../db/schema/users';
import { type HomeworkScope, streamsIn } from '../homework/homework.repository';

export type ConsultationRow = typeof consultations.$inferSelect;
/** Whose consultations a statement may touch: the learner's chats, or for an expert the chats
 * of the learners of the brand in the courses assigned to the expert. */
export type ConsultationScope = HomeworkScope;

const c = consultations;

/** The scope's chat ids (or that one chat, if in the scope), as a subquery: every statement
 * carries it, so that a consultation out of the scope is neither read nor changed. */
const chatIdsIn = (db: Executor, scope: ConsultationScope, chatId?: number) =>
  db
    .select({ id: chats.id })
    .from(chats)
    .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
    .where(and(streamsIn(db, scope), chatId === undefined ? undefined : eq(chats.id, chatId)));

/** What opening a consultation reads of the chat: the stream's limit, the consultations'
 * amounts so far, whether one is open, and the learner's latest message. */
export interface ChatForOpening {
  chatId: number;
  learnerId: number;
  maxConsultationCount: number;
  usedAmount: number;
  hasOpen: boolean;
  lastLearnerMessageId: number | null;
}

export function consultationsRepository(db: Executor) {
  return {
    /** The consultations of a chat of the scope, the newest first. */
    ofChat: (scope: ConsultationScope, chatId: number): Promise<ConsultationRow[]> =>
      db
        .select()
        .from(c)
        .where(inArray(c.chatId, chatIdsIn(db, scope, chatId)))
        .orderBy(desc(c.id)),

    /** The consultations of the learner's stream (its chat), the newest first: one query. */
    ofStream: (learnerId: number, streamId: number): Promise<ConsultationRow[]> =>
      db
        .select({ consultation: c })
        .from(c)
        .innerJoin(chats, eq(chats.id, c.chatId))
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
        .where(and(eq(chats.streamId, streamId), eq(userCourseStreams.userId, learnerId)))
        .orderBy(desc(c.id))
        .then((rows) => rows.map((row) => row.consultation)),

    /** A consultation of a chat of the scope, with the chat's learner. */
    async find(scope: ConsultationScope, id: number) {
      const [row] = await db
        .select({ consultation: c, learnerId: userCourseStreams.userId })
        .from(c)
        .innerJoin(chats, eq(chats.id, c.chatId))
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
        .where(and(eq(c.id, id), streamsIn(db, scope)));
      return row;
    },

    /** The chat of the scope as opening a consultation reads it, in one statement. */
    async chatForOpening(
      scope: ConsultationScope,
      chatId: number,
    ): Promise<ChatForOpening | undefined> {
      const used = db
        .select({ sum: sql`coalesce(sum(${c.amount}), 0)` })
        .from(c)
        .where(eq(c.chatId, chats.id));
      const open = db
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.chatId, chats.id), eq(c.status, 'open')));
      const lastQuestion = db
        .select({ id: max(chatMessages.id) })
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chats.id), eq(chatMessages.isExpert, false)));
      const [row] = await db
        .select({
          chatId: chats.id,
          learnerId: userCourseStreams.userId,
          maxConsultationCount: userCourseStreams.maxConsultationCount,
          usedAmount: sql<number>`(${used})`.mapWith(Number),
          hasOpen: sql<boolean>`exists (${open})`,
          lastLearnerMessageId: sql<number | null>`(${lastQuestion})`,
        })
        .from(chats)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
        .where(and(eq(chats.id, chatId), streamsIn(db, scope)));
      return row;
    },

    /** A new consultation; none when it is open and one is open already (the unique index on
     * the open one of a chat decides between concurrent openings). */
    async insert(values: typeof c.$inferInsert): Promise<ConsultationRow | undefined> {
      const [row] = await db
        .insert(c)
        .values(values)
        .onConflictDoNothing({
          target: c.chatId,
          where: sql`${sql.identifier(c.status.name)} = 'open'`,
        })
        .returning();
      return row;
    },

    /** Closes an open consultation of the scope at the chat's latest message. */
    async close(scope: ConsultationScope, id: number, now: Date) {
      const latest = db
        .select({ id: max(chatMessages.id) })
        .from(chatMessages)
        .where(eq(chatMessages.chatId, c.chatId));
      const [row] = await db
        .update(c)
        .set({ status: 'close', endMessageId: sql`(${latest})`, closedAt: now, updatedAt: now })
        .where(and(eq(c.id, id), eq(c.status, 'open'), inArray(c.chatId, chatIdsIn(db, scope))))
        .returning();
      return row;
    },

    /** The learner's rating of a closed consultation of theirs; none when it is not closed. */
    async rate(learnerId: number, id: number, rating: number, now: Date) {
      const [row] = await db
        .update(c)
        .set({ status: 'rated', rating, updatedAt: now })
        .where(
          and(eq(c.id, id), eq(c.status, 'close'), inArray(c.chatId, chatIdsIn(db, { learnerId }))),
        )
        .returning();
      return row;
    },

    /** The learner's chats with their course's import key and the stream's limit (the demo
     * seed picks its chats by course). */
    chatsOfLearner: (learnerId: number) =>
      db
        .select({
          chatId: chats.id,
          streamId: userCourseStreams.id,
          courseKey: courses.importKey,
          consultations:
            sql<number>`(select count(*) from ${c} where ${c.chatId} = ${chats.id})`.mapWith(
              Number,
            ),
        })
        .from(chats)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
        .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
        .where(eq(userCourseStreams.userId, learnerId))
        .orderBy(asc(chats.id)),

    /** The stream's paid consultations (maxConsultationCount; 0: no limit). */
    async setLimit(streamId: number, maxConsultationCount: number): Promise<void> {
      await db
        .update(userCourseStreams)
        .set({ maxConsultationCount })
        .where(eq(userCourseStreams.id, streamId));
    },

    /** The video consultations booked with the expert from `from` on, of the learners of the
     * brand in the courses assigned to the expert, the soonest first. */
    bookingsOfExpert: (scope: { reviewerId: number; brandId: number }, from: Date) =>
      db
        .select({
          booking: onlineConsultations,
          learner: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          },
          course: { id: courses.id, title: courses.title },
        })
        .from(onlineConsultations)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, onlineConsultations.streamId))
        .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
        .innerJoin(users, eq(users.id, onlineConsultations.userId))
        .where(
          and(
            eq(onlineConsultations.expertUserId, scope.reviewerId),
            isNotNull(onlineConsultations.startsAt),
            gte(onlineConsultations.startsAt, from),
            streamsIn(db, scope),
          ),
        )
        .orderBy(asc(onlineConsultations.startsAt), asc(onlineConsultations.id)),
  };
}
