import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildChat, buildChatLearner, buildLearnerMessage } from '../../../test/factories/chats';
import { assignCourses, buildReviewer } from '../../../test/factories/homework';
import { buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { chatMessages, chats } from '../../db/schema/chats';
import { courses } from '../../db/schema/courses';
import { toSeconds } from '../../lib/clock';

type Auth = Record<string, string>;

describe('the expert side of chats', () => {
  const t = suiteApp();
  const messagesOf = (chatId: number) =>
    t.ctx.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId));
  const answer = (auth: Auth, chatId: number, payload: Record<string, unknown>) =>
    t.call('POST', `/expert/chats/${chatId}/messages?lang=en`, auth, payload);

  it("queues the chats of the expert's courses, the longest waiting first", async () => {
    const first = await buildChatLearner(t.ctx);
    const { expert, course, user } = first;
    const brandId = user.brandId;
    const second = await buildChatLearner(t.ctx, { brandId });
    const quiet = await buildChatLearner(t.ctx, { brandId });
    await assignCourses(t.ctx, expert.user.id, [second.course.id, quiet.course.id]);
    // Not the expert's: a course not assigned, and the expert's course in another brand.
    const elsewhere = await buildChatLearner(t.ctx, { brandId });
    const stranger = await buildUser(t.ctx);
    const strangerChat = await buildChat(
      t.ctx,
      (await buildStream(t.ctx, stranger.user.id, course.id)).id,
    );
    await buildLearnerMessage(t.ctx, elsewhere.user.id, elsewhere.chat.id, 'Not yours');
    await buildLearnerMessage(t.ctx, stranger.user.id, strangerChat.id, 'Not yours either');

    const older = await buildLearnerMessage(t.ctx, second.user.id, second.chat.id, 'Waiting long');
    t.clock.advance(60);
    await buildLearnerMessage(t.ctx, user.id, first.chat.id, 'Waiting a bit');
    // The quiet chat's learner has had an answer, which read their message.
    await buildLearnerMessage(t.ctx, quiet.user.id, quiet.chat.id, 'Thanks');
    t.clock.advance(1);
    expect((await answer(expert.auth, quiet.chat.id, { message: 'Welcome' })).statusCode).toBe(200);

    const response = await t.get('/expert/chats', expert.auth);
    expect(response.statusCode).toBe(200);
    const queue = response.json();
    expect(queue.map((chat: { id: number }) => chat.id)).toEqual([
      second.chat.id,
      first.chat.id,
      quiet.chat.id,
    ]);
    expect(queue[0]).toMatchObject({
      title: second.course.title,
      streamId: second.stream.id,
      learner: { id: second.user.id },
      unreadCount: 1,
      waitingSince: toSeconds(older.createdAt),
      lastMessage: { id: older.id, message: 'Waiting long', employee: null },
    });
    expect(queue[2]).toMatchObject({ waitingSince: null, unreadCount: 0 });
    expect(response.headers['x-pagination-total-count']).toBe('3');
  });

  it('reads and answers a chat of its course; no delay holds the expert', async () => {
    const { auth, chat, expert, user } = await buildChatLearner(t.ctx);
    const question = await buildLearnerMessage(t.ctx, user.id, chat.id, 'How often?');
    const page = await t.get(`/expert/chats/${chat.id}/messages`, expert.auth);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject([{ id: question.id, is_viewed: false, employee: null }]);
    expect(page.headers['x-pagination-per-page']).toBe('10');

    const sent = await answer(expert.auth, chat.id, { message: 'Three times a week' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Three times a week',
      employee: { is_expert: true, name: 'Eva Expert' },
      is_viewed: false,
    });
    expect((await answer(expert.auth, chat.id, { message: 'And rest' })).statusCode).toBe(200);
    // Answering read the learner's question; the learner has two unread answers.
    const stored = await messagesOf(chat.id);
    expect(stored.find((row) => row.id === question.id)?.isViewed).toBe(true);
    expect((await t.get(`/chats/${chat.id}`, auth)).json().unreadCount).toBe(2);
  });

  it("marks the learner's messages read up to the given one", async () => {
    const { chat, expert, user } = await buildChatLearner(t.ctx);
    const first = await buildLearnerMessage(t.ctx, user.id, chat.id, 'One');
    const second = await buildLearnerMessage(t.ctx, user.id, chat.id, 'Two');
    const view = (id: number, auth: Auth = expert.auth) =>
      t.call('PUT', `/expert/chats/${chat.id}/messages/${id}/viewed`, auth);
    const viewed = await view(first.id);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ id: first.id, is_viewed: true });
    const rows = await messagesOf(chat.id);
    expect(rows.find((row) => row.id === second.id)?.isViewed).toBe(false);
    expect((await t.get('/expert/chats', expert.auth)).json()[0].unreadCount).toBe(1);
    const outsider = await buildReviewer(t.ctx, user.brandId, 'expert', []);
    expect((await view(second.id, outsider.auth)).statusCode).toBe(404);
  });

  it('answers a retried answer with the stored one', async () => {
    const { chat, expert } = await buildChatLearner(t.ctx);
    const payload = { message: 'Once', idempotency_key: 'expert-key-01' };
    const first = await answer(expert.auth, chat.id, payload);
    const again = await answer(expert.auth, chat.id, payload);
    expect(again.json()).toEqual(first.json());
    expect(await messagesOf(chat.id)).toHaveLength(1);
  });

  it('writes in a demo chat only where the course lets experts in, and not in a switched-off chat', async () => {
    const demo = await buildChatLearner(t.ctx, { stream: { isDemo: true } });
    expect((await answer(demo.expert.auth, demo.chat.id, { message: 'Hi' })).statusCode).toBe(200);
    await t.ctx.db
      .update(courses)
      .set({ isDemoExpertMessageEnabled: false })
      .where(eq(courses.id, demo.course.id));
    const refused = await answer(demo.expert.auth, demo.chat.id, { message: 'Hi again' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('chat_messages_disabled');

    const off = await buildChatLearner(t.ctx);
    await t.ctx.db
      .update(chats)
      .set({ isExpertMessageEnable: false })
      .where(eq(chats.id, off.chat.id));
    expect((await answer(off.expert.auth, off.chat.id, { message: 'Hi' })).statusCode).toBe(403);
    expect(await messagesOf(off.chat.id)).toEqual([]);
  });

  it("keeps out learners (403) and other courses' experts (404)", async () => {
    const { auth, chat, user } = await buildChatLearner(t.ctx);
    const outsider = await buildReviewer(t.ctx, user.brandId, 'expert', []);
    expect((await t.get('/expert/chats', auth)).statusCode).toBe(403);
    expect((await answer(auth, chat.id, { message: 'me' })).statusCode).toBe(403);
    expect((await t.get('/expert/chats', outsider.auth)).json()).toEqual([]);
    expect((await t.get(`/expert/chats/${chat.id}/messages`, outsider.auth)).statusCode).toBe(404);
    expect((await answer(outsider.auth, chat.id, { message: 'x' })).statusCode).toBe(404);
    expect(await messagesOf(chat.id)).toEqual([]);
  });
});
