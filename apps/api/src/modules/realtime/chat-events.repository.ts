import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatEventHeads, chatEvents } from '../../db/schema/chat-events';
import { chats } from '../../db/schema/chats';
import { userCourseStreams } from '../../db/schema/streams';
import type { ChatScope } from '../chats/chats.repository';
import { streamsIn } from '../homework/homework.repository';

export type ChatEventRow = typeof chatEvents.$inferSelect;

export function chatEventsRepository(db: Executor) {
  return {
    /** Stores the chat's next event. Call it inside the transaction of the write it records:
     * the head row stays locked until that transaction ends, which is what numbers concurrent
     * writes one after the other. */
    async append(
      chatId: number,
      kind: string,
      payload: Record<string, unknown>,
    ): Promise<ChatEventRow> {
      const [head] = await db
        .insert(chatEventHeads)
        .values({ chatId, lastSeq: 1 })
        .onConflictDoUpdate({
          target: chatEventHeads.chatId,
          set: { lastSeq: sql`${chatEventHeads.lastSeq} + 1` },
        })
        .returning({ seq: chatEventHeads.lastSeq });
      if (!head) throw new Error('the event head was not written');
      const [row] = await db
        .insert(chatEvents)
        .values({ chatId, seq: head.seq, kind, payload })
        .returning();
      if (!row) throw new Error('the event was not written');
      return row;
    },

    /** Up to `limit` events of the chat after `seq`, oldest first. */
    after: (chatId: number, seq: number, limit: number): Promise<ChatEventRow[]> =>
      db
        .select()
        .from(chatEvents)
        .where(and(eq(chatEvents.chatId, chatId), gt(chatEvents.seq, seq)))
        .orderBy(asc(chatEvents.seq))
        .limit(limit),

    /** The last event number of each chat that has one. */
    async heads(chatIds: readonly number[]): Promise<Map<number, number>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(chatEventHeads)
        .where(inArray(chatEventHeads.chatId, [...chatIds]));
      return new Map(rows.map((row) => [row.chatId, row.lastSeq]));
    },

    /** The chats any of the scopes reaches (or only that one chat), each with its learner. */
    chatsIn: (scopes: readonly ChatScope[], chatId?: number) =>
      db
        .select({ chatId: chats.id, learnerId: userCourseStreams.userId })
        .from(chats)
        .innerJoin(userCourseStreams, eq(userCourseStreams.id, chats.streamId))
        .where(
          and(
            or(...scopes.map((scope) => streamsIn(db, scope))),
            chatId === undefined ? undefined : eq(chats.id, chatId),
          ),
        ),
  };
}
