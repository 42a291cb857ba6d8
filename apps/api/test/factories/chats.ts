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

/** An expert's message in a chat of the expert's courses, `secondsAgo` before the clock's now
 * (default 0). */
export async function buildExpertMessage(
  ctx: AppContext,
  chatId: number,
  expert: { id: number; brandId: number },
  overrides: Partial<typeof chatMessages.$inferInsert> & { secondsAgo?: number } = {},
) {
  const { secondsAgo = 0, ...values } = overrides;
  const at = addSeconds(ctx.clock.now(), -secondsAgo);
  const row = await chatsRepository(ctx.db).insertMessage(
    { reviewerId: expert.id, brandId: expert.brandId },
    { chatId, message: 'Здравствуйте! Я ваш эксперт.', createdAt: at, updatedAt: at, ...values },
  );
  if (!row) throw new Error('not a chat of the expert’s courses');
  return row;
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
  const row = await chatsRepository(ctx.db).insertMessage(
    { learnerId },
    {
      chatId,
      message,
      createdAt: now,
      updatedAt: now,
    },
  );
  if (!row) throw new Error('not the learner’s chat');
  return row;
}
