import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildChatLearner,
  buildExpertMessage,
  buildLearnerMessage,
} from '../../../test/factories/chats';
import { buildReviewer } from '../../../test/factories/homework';
import { suiteApp } from '../../../test/helpers/suite-app';
import { onlineConsultations } from '../../db/schema/online-consultations';
import { userCourseStreams } from '../../db/schema/streams';
import { addSeconds, toSeconds } from '../../lib/clock';

type Auth = Record<string, string>;

describe('consultations inside a chat', () => {
  const t = suiteApp();
  const open = (auth: Auth, chatId: number) =>
    t.call('POST', `/expert/chats/${chatId}/consultations?lang=en`, auth);
  const close = (auth: Auth, id: number) =>
    t.call('PUT', `/expert/consultations/${id}/close?lang=en`, auth);
  const rate = (auth: Auth, id: number, rating: unknown) =>
    t.call('PUT', `/consultations/updateRating/${id}?lang=en`, auth, { rating });
  const statusOf = (auth: Auth, streamId: number) =>
    t.get(`/user-course-streams/${streamId}/status?expand=consultations,chatChannelMeta`, auth);

  /** A learner whose stream holds `max` paid consultations, who asked a question. */
  async function asked(max = 0) {
    const built = await buildChatLearner(t.ctx);
    if (max > 0)
      await t.ctx.db
        .update(userCourseStreams)
        .set({ maxConsultationCount: max })
        .where(eq(userCourseStreams.id, built.stream.id));
    const question = await buildLearnerMessage(t.ctx, built.user.id, built.chat.id, 'Knees hurt?');
    return { ...built, question };
  }

  it('opens about the learner question, closes at the latest message, the learner rates it', async () => {
    const { auth, chat, expert, stream, question } = await asked();
    const opened = await open(expert.auth, chat.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      chatChannelId: chat.id,
      status: 'open',
      startMessageId: question.id,
      endMessageId: null,
      amount: 0,
      rating: null,
      closed_at: null,
    });
    const id = opened.json().id;
    // Rating before the end is refused.
    const early = await rate(auth, id, 5);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a finished consultation can be rated');

    const reply = await buildExpertMessage(t.ctx, chat.id, {
      id: expert.user.id,
      brandId: expert.user.brandId,
    });
    t.clock.advance(30);
    const closed = await close(expert.auth, id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'close',
      endMessageId: reply.id,
      closed_at: toSeconds(t.ctx.clock.now()),
    });
    const again = await close(expert.auth, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The consultation is already closed');

    const rated = await rate(auth, id, 4);
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ status: 'rated', rating: 4 });
    const twice = await rate(auth, id, 5);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already rated this consultation');
    expect((await rate(auth, id, 6)).statusCode).toBe(422);

    // The status call shows it, and no limit for a course without one.
    const status = await statusOf(auth, stream.id);
    expect(status.statusCode).toBe(200);
    expect(status.json().consultations).toMatchObject([{ id, status: 'rated', rating: 4 }]);
    expect(status.json().chatChannelMeta).toMatchObject({
      chatChannelId: chat.id,
      consultationAllowance: null,
    });
  });

  it('keeps one open at a time and opens only about a question of the learner', async () => {
    const quiet = await buildChatLearner(t.ctx);
    const none = await open(quiet.expert.auth, quiet.chat.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'A consultation starts from a question of the learner: the chat has none yet',
    );

    const { chat, expert } = await asked();
    const [first, second] = await Promise.all([
      open(expert.auth, chat.id),
      open(expert.auth, chat.id),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const list = await t.get(`/expert/chats/${chat.id}/consultations`, expert.auth);
    expect(list.json()).toMatchObject({ allowance: null });
    expect(list.json().consultations).toHaveLength(1);
  });

  it('counts paid consultations down to the stream limit', async () => {
    const { auth, chat, expert, stream, user } = await asked(2);
    for (const _ of [1, 2]) {
      const opened = await open(expert.auth, chat.id);
      expect(opened.json()).toMatchObject({ amount: 1 });
      expect((await close(expert.auth, opened.json().id)).statusCode).toBe(200);
      await buildLearnerMessage(t.ctx, user.id, chat.id, 'One more question');
    }
    const meta = (await statusOf(auth, stream.id)).json().chatChannelMeta;
    expect(meta.consultationAllowance).toEqual({ maximum: 2, remaining: 0 });
    const over = await open(expert.auth, chat.id);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('The paid consultations of this course are used up');
    const list = await t.get(`/expert/chats/${chat.id}/consultations`, expert.auth);
    expect(list.json().allowance).toEqual({ maximum: 2, remaining: 0 });
    expect(list.json().consultations).toHaveLength(2);
  });

  it("answers 404 for someone else's consultation, to a learner and to an expert", async () => {
    const { chat, expert } = await asked();
    const id = (await open(expert.auth, chat.id)).json().id;
    expect((await close(expert.auth, id)).statusCode).toBe(200);
    const other = await asked();
    // Another learner rating it; an expert of another course reading or closing it.
    expect((await rate(other.auth, id, 5)).statusCode).toBe(404);
    expect((await close(other.expert.auth, id)).statusCode).toBe(404);
    expect((await open(other.expert.auth, chat.id)).statusCode).toBe(404);
    expect(
      (await t.get(`/expert/chats/${chat.id}/consultations`, other.expert.auth)).statusCode,
    ).toBe(404);
  });

  it("lists today's and upcoming bookings of the expert's learners only", async () => {
    const { expert, stream, user } = await asked();
    const now = t.ctx.clock.now();
    const book = (values: Partial<typeof onlineConsultations.$inferInsert>) =>
      t.ctx.db
        .insert(onlineConsultations)
        .values({ userId: user.id, streamId: stream.id, ordinal: 1, ...values })
        .returning();
    const [soon] = await book({
      ordinal: 1,
      expertUserId: expert.user.id,
      startsAt: addSeconds(now, 3600),
      note: 'Back pain',
      meetingUrl: 'https://meet.example/abc',
    });
    // Long past, another expert's, not booked yet.
    await book({ ordinal: 2, expertUserId: expert.user.id, startsAt: addSeconds(now, -3 * 86400) });
    const colleague = await buildReviewer(t.ctx, user.brandId, 'expert', []);
    await book({ ordinal: 3, expertUserId: colleague.user.id, startsAt: addSeconds(now, 7200) });
    await book({ ordinal: 4 });

    const response = await t.get('/expert/online-consultations', expert.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: soon?.id,
        start_date_time: toSeconds(addSeconds(now, 3600)),
        end_date_time: expect.any(Number),
        note: 'Back pain',
        phone: null,
        meetingUrl: 'https://meet.example/abc',
        learner: { id: user.id, name: expect.any(String) },
        course: { id: stream.courseId, title: expect.any(String) },
      },
    ]);
    // The colleague is not assigned to the course: its booking is not theirs to see.
    expect((await t.get('/expert/online-consultations', colleague.auth)).json()).toEqual([]);
  });
});
