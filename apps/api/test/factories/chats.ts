import type { AppContext } from '../../src/context';
import type { chatMessages } from '../../src/db/schema/chats';
import { addSeconds } from '../../src/lib/clock';
import { chatsRepository } from '../../src/modules/chats/chats.repository';
import { chatsService } from '../../src/modules/chats/chats.service';
import { buildReviewer } from './homework';
import { buildLearner, type LearnerOptions } from './learning';

/** The chat of a stream, opened as the chats service opens it (the stream points at it). */
export function buildChat(
  ctx: AppContext,
  streamId: number,
  overrides: { title?: string; avatar?: string | null } = {},
) {
  return chatsService(ctx).open({ streamId, title: 'Чат с экспертом', ...overrides });
}

/** A learner with a stream of a fresh course, the stream's chat and an expert of the course. */
export async function buildChatLearner(ctx: AppContext, options: LearnerOptions = {}) {
  const learner = await buildLearner(ctx, options);
  const chat = await buildChat(ctx, learner.stream.id, { title: learner.course.title });
  const expert = await buildReviewer(ctx, learner.user.brandId, 'expert', [learner.course.id]);
  return { ...learner, chat, expert };
}

/** An expert's message in the chat, `secondsAgo` before the clock's now (default 0). */
export function buildExpertMessage(
  ctx: AppContext,
  chatId: number,
  authorId: number,
  overrides: Partial<typeof chatMessages.$inferInsert> & { secondsAgo?: number } = {},
) {
  const { secondsAgo = 0, ...values } = overrides;
  const at = addSeconds(ctx.clock.now(), -secondsAgo);
  return chatsRepository(ctx.db).insertExpertMessage({
    chatId,
    authorId,
    message: 'Здравствуйте! Я ваш эксперт.',
    createdAt: at,
    updatedAt: at,
    ...values,
  });
}

/** The learner's message in their chat, stored as a send stores it but without the delay
 * gate, so that the learner may still send right away. */
export async function buildLearnerMessage(
  ctx: AppContext,
  learnerId: number,
  chatId: number,
  message = 'Здравствуйте, у меня вопрос',
) {
  const now = ctx.clock.now();
  const row = await chatsRepository(ctx.db).insertLearnerMessage(learnerId, {
    chatId,
    message,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error('not the learner’s chat');
  return row;
}
