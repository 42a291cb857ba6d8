import { CHAT_FILE_MAX_BYTES } from '@platform/domain/constants/chat';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBrand } from '../../../test/factories/brands';
import { buildChat, buildChatLearner, buildExpertMessage } from '../../../test/factories/chats';
import { atFileUrlWindowStart, buildFile, signedFileUrl } from '../../../test/factories/files';
import { buildFreeze, buildLearner, buildStream } from '../../../test/factories/learning';
import { buildUser } from '../../../test/factories/users';
import { suiteApp } from '../../../test/helpers/suite-app';
import { chatMessages, chats } from '../../db/schema/chats';
import { courses } from '../../db/schema/courses';
import { files } from '../../db/schema/files';
import { toSeconds } from '../../lib/clock';

type Auth = Record<string, string>;
const DAY = 86_400;

describe('chats', () => {
  const t = suiteApp();
  const messagesOf = (chatId: number) =>
    t.ctx.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId));
  const send = (auth: Auth, chatId: number | string, payload: Record<string, unknown>) =>
    t.call('POST', `/chats/${chatId}/messages?lang=en`, auth, payload);
  /** Moves the clock past any delay left by an earlier send of the suite. */
  const pastDelay = () => t.clock.advance(60);

  describe('GET /chats and /chats/{id}', () => {
    it('shows each chat with its stream, unread count and last message', async () => {
      const { auth, stream, chat, expert, course } = await buildChatLearner(t.ctx);
      atFileUrlWindowStart(t.clock);
      await buildExpertMessage(t.ctx, chat.id, expert.user, { secondsAgo: 20 });
      const last = await buildExpertMessage(t.ctx, chat.id, expert.user, {
        message: 'Как прошла тренировка?',
        secondsAgo: 10,
      });
      const response = await t.get('/chats', auth);
      expect(response.statusCode).toBe(200);
      const expected = {
        id: chat.id,
        title: course.title,
        streamId: stream.id,
        isExpertMessageEnable: true,
        isLocked: false,
        streamStatus: 'started',
        avatar: null,
        created_at: toSeconds(chat.createdAt),
        unreadCount: 2,
        lastMessage: {
          id: last.id,
          message: 'Как прошла тренировка?',
          is_viewed: false,
          files: [],
          employee: { is_expert: true, name: 'Eva Expert', file: null },
          rating: null,
          created_at: toSeconds(last.createdAt),
          updated_at: toSeconds(last.updatedAt),
        },
      };
      expect(response.json()).toEqual([expected]);
      expect(response.headers['x-pagination-total-count']).toBe('1');
      const one = await t.get(`/chats/${chat.id}`, auth);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(expected);
      // The stream's chat channel is the chat.
      const streamAnswer = await t.get(`/user-course-streams/${stream.id}?expand=chatStatus`, auth);
      expect(streamAnswer.json()).toMatchObject({
        chatChannelId: chat.id,
        chatStatus: { chatChannelId: chat.id, isLocked: false, isExpertMessageEnable: true },
      });
    });

    it("names a newly opened chat in the stream's status answer, cached before", async () => {
      const { auth, stream } = await buildLearner(t.ctx);
      const status = async () =>
        (
          await t.get(`/user-course-streams/${stream.id}/status?expand=chatChannelMeta`, auth)
        ).json().chatChannelMeta.chatChannelId;
      expect(await status()).toBeNull();
      const chat = await buildChat(t.ctx, stream.id);
      expect(await status()).toBe(chat.id);
    });

    it('orders by stream status: open, not started, freeze, stopped, ended', async () => {
      const { ctx } = t;
      const { auth, user, course, chat: open } = await buildChatLearner(ctx);
      const now = ctx.clock.now();
      const at = (days: number) => new Date(now.getTime() + days * DAY * 1000);
      const chatOf = async (overrides: Parameters<typeof buildStream>[3]) =>
        buildChat(ctx, (await buildStream(ctx, user.id, course.id, overrides)).id);
      const ended = await chatOf({ startDate: at(-40), endDate: at(-10) });
      const stopped = await chatOf({ isOptionalPurchase: true });
      const notStarted = await chatOf({ startDate: at(5), endDate: at(35) });
      const frozenStream = await buildStream(ctx, user.id, course.id);
      await buildFreeze(ctx, frozenStream.id);
      const frozen = await buildChat(ctx, frozenStream.id);
      const list = (await t.get('/chats', auth)).json();
      expect(
        list.map((item: { id: number; streamStatus: string }) => [item.id, item.streamStatus]),
      ).toEqual([
        [open.id, 'started'],
        [notStarted.id, 'not_started'],
        [frozen.id, 'freeze'],
        [stopped.id, 'stopped'],
        [ended.id, 'ended'],
      ]);
    });

    it("answers 404 for someone else's chat and 422 for a malformed id; lists only one's own", async () => {
      const owner = await buildChatLearner(t.ctx);
      const other = await buildUser(t.ctx, { brandId: owner.user.brandId });
      expect((await t.get(`/chats/${owner.chat.id}`, other.auth)).statusCode).toBe(404);
      expect((await t.get('/chats', other.auth)).json()).toEqual([]);
      expect((await t.get('/chats/abc', other.auth)).statusCode).toBe(422);
      expect((await t.get('/chats/999999', owner.auth)).statusCode).toBe(404);
      // The expert of the course reads chats on the expert side, not here.
      expect((await t.get(`/chats/${owner.chat.id}`, owner.expert.auth)).statusCode).toBe(404);
    });

    it('shows a demo stream chat as locked and a switched-off chat as taking no messages', async () => {
      const demo = await buildChatLearner(t.ctx, { stream: { isDemo: true } });
      expect((await t.get(`/chats/${demo.chat.id}`, demo.auth)).json()).toMatchObject({
        isLocked: true,
        isExpertMessageEnable: true,
      });
      const off = await buildChatLearner(t.ctx);
      await t.ctx.db
        .update(chats)
        .set({ isExpertMessageEnable: false })
        .where(eq(chats.id, off.chat.id));
      expect((await t.get(`/chats/${off.chat.id}`, off.auth)).json()).toMatchObject({
        isLocked: false,
        isExpertMessageEnable: false,
      });
      // The stream's chat status says the same.
      const stream = await t.get(
        `/user-course-streams/${off.stream.id}?expand=chatStatus`,
        off.auth,
      );
      expect(stream.json().chatStatus).toEqual({
        chatChannelId: off.chat.id,
        isLocked: false,
        isExpertMessageEnable: false,
      });
    });

    it("lists a demo stream's chat only where the brand lists demo streams", async () => {
      const hidden = await buildChatLearner(t.ctx, { stream: { isDemo: true } });
      const own = await buildChat(
        t.ctx,
        (await buildStream(t.ctx, hidden.user.id, hidden.course.id)).id,
      );
      const listed = async (auth: Record<string, string>) =>
        (await t.get('/chats', auth)).json().map((chat: { id: number }) => chat.id);
      expect(await listed(hidden.auth)).toEqual([own.id]);
      const brandId = (await buildBrand(t.ctx, { config: { isDemoAccessible: true } })).id;
      const shown = await buildChatLearner(t.ctx, { brandId, stream: { isDemo: true } });
      expect(await listed(shown.auth)).toEqual([shown.chat.id]);
    });
  });

  describe('GET /chats/{id}/messages', () => {
    /** The expert's messages m0 (oldest) to m11, a second apart. */
    const twelveMessages = async (chatId: number, expert: { id: number; brandId: number }) => {
      for (let n = 0; n < 12; n += 1) {
        await buildExpertMessage(t.ctx, chatId, expert, {
          message: `m${n}`,
          secondsAgo: 100 - n,
        });
      }
    };

    it('pages 10 at a time, newest first, with the x-pagination headers', async () => {
      const { auth, chat, expert } = await buildChatLearner(t.ctx);
      await twelveMessages(chat.id, expert.user);
      const first = await t.get(`/chats/${chat.id}/messages`, auth);
      expect(first.statusCode).toBe(200);
      expect(first.json().map((item: { message: string }) => item.message)).toEqual([
        'm11',
        'm10',
        'm9',
        'm8',
        'm7',
        'm6',
        'm5',
        'm4',
        'm3',
        'm2',
      ]);
      expect(first.headers).toMatchObject({
        'x-pagination-current-page': '1',
        'x-pagination-page-count': '2',
        'x-pagination-per-page': '10',
        'x-pagination-total-count': '12',
      });
      const second = await t.get(`/chats/${chat.id}/messages?page=2&sort=-created_at`, auth);
      expect(second.json().map((item: { message: string }) => item.message)).toEqual(['m1', 'm0']);
      const oldest = await t.get(`/chats/${chat.id}/messages?sort=created_at&per-page=3`, auth);
      expect(oldest.json().map((item: { message: string }) => item.message)).toEqual([
        'm0',
        'm1',
        'm2',
      ]);
    });

    it('keeps pages put while messages arrive when anchored on the first page', async () => {
      const { auth, chat, expert } = await buildChatLearner(t.ctx);
      await twelveMessages(chat.id, expert.user);
      const first = (await t.get(`/chats/${chat.id}/messages`, auth)).json();
      const anchor = first[0].id;
      // Three new messages arrive: one from the expert, two from the learner.
      await buildExpertMessage(t.ctx, chat.id, expert.user, { message: 'new' });
      pastDelay();
      expect((await send(auth, chat.id, { message: 'mine 1' })).statusCode).toBe(200);
      pastDelay();
      expect((await send(auth, chat.id, { message: 'mine 2' })).statusCode).toBe(200);

      const anchored = await t.get(`/chats/${chat.id}/messages?page=2&anchor=${anchor}`, auth);
      expect(anchored.json().map((item: { message: string }) => item.message)).toEqual([
        'm1',
        'm0',
      ]);
      expect(anchored.headers['x-pagination-total-count']).toBe('12');
      // Without the anchor, the same page has moved by the three new messages.
      const moved = await t.get(`/chats/${chat.id}/messages?page=2`, auth);
      expect(moved.json().map((item: { message: string }) => item.message)).toEqual([
        'm4',
        'm3',
        'm2',
        'm1',
        'm0',
      ]);
      expect(moved.headers['x-pagination-total-count']).toBe('15');
    });

    it("answers 404 for someone else's chat and 422 for a bad sort or page", async () => {
      const { auth, chat } = await buildChatLearner(t.ctx);
      const other = await buildUser(t.ctx);
      expect((await t.get(`/chats/${chat.id}/messages`, other.auth)).statusCode).toBe(404);
      expect((await t.get(`/chats/${chat.id}/messages?sort=id`, auth)).statusCode).toBe(422);
      expect((await t.get(`/chats/${chat.id}/messages?page=0`, auth)).statusCode).toBe(422);
      expect((await t.get(`/chats/${chat.id}/messages?anchor=x`, auth)).statusCode).toBe(422);
    });
  });

  describe('POST /chats/{id}/messages', () => {
    it('stores the learner message with its photo and video and answers it', async () => {
      const { auth, user, chat } = await buildChatLearner(t.ctx);
      atFileUrlWindowStart(t.clock);
      const photo = await buildFile(t.ctx, user.id, 'png');
      const video = await buildFile(t.ctx, user.id, 'mp4Start', 'clip.mp4');
      const response = await send(auth, chat.id, {
        message: 'Вот моя тренировка',
        file_ids: [photo.id, video.id],
      });
      expect(response.statusCode).toBe(200);
      const now = toSeconds(t.clock.now());
      expect(response.json()).toEqual({
        id: expect.any(Number),
        message: 'Вот моя тренировка',
        is_viewed: false,
        files: [
          {
            id: photo.id,
            url: signedFileUrl(photo.storageKey),
            type: 2,
            mime: 'image/png',
            name: 'sample.png',
          },
          {
            id: video.id,
            url: signedFileUrl(video.storageKey),
            type: 1,
            mime: 'video/mp4',
            name: 'clip.mp4',
          },
        ],
        employee: null,
        rating: null,
        created_at: now,
        updated_at: now,
      });
      const stored = await messagesOf(chat.id);
      expect(stored).toMatchObject([
        { authorId: user.id, isExpert: false, fileIds: [photo.id, video.id] },
      ]);
      // A file alone is a message too.
      pastDelay();
      expect((await send(auth, chat.id, { file_ids: [photo.id] })).statusCode).toBe(200);
    });

    it('refuses an empty message, a PDF, a file over 50 MB and someone else’s file', async () => {
      const { auth, user, chat } = await buildChatLearner(t.ctx);
      const empty = await send(auth, chat.id, { message: '  ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ message: ['Message required'] });

      const pdf = await buildFile(t.ctx, user.id, 'pdf');
      const refused = await send(auth, chat.id, { file_ids: [pdf.id] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ file_ids: ['You can upload only photo or video'] });

      const big = await buildFile(t.ctx, user.id, 'png');
      await t.ctx.db
        .update(files)
        .set({ size: CHAT_FILE_MAX_BYTES.standard + 1 })
        .where(eq(files.id, big.id));
      const tooLarge = await send(auth, chat.id, { file_ids: [big.id] });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        message: 'File is too large',
        errors: { file_ids: ['File is too large'] },
      });

      const stranger = await buildUser(t.ctx);
      const theirs = await buildFile(t.ctx, stranger.user.id, 'png');
      expect((await send(auth, chat.id, { file_ids: [theirs.id] })).statusCode).toBe(422);
      expect(await messagesOf(chat.id)).toEqual([]);

      // Exactly 50 MB goes through.
      await t.ctx.db
        .update(files)
        .set({ size: CHAT_FILE_MAX_BYTES.standard })
        .where(eq(files.id, big.id));
      expect((await send(auth, chat.id, { file_ids: [big.id] })).statusCode).toBe(200);
    });

    it('refuses malformed bodies', async () => {
      const { auth, chat } = await buildChatLearner(t.ctx);
      expect((await send(auth, chat.id, { message: 5 })).statusCode).toBe(422);
      expect((await send(auth, chat.id, { message: 'hi', extra: 1 })).statusCode).toBe(422);
      expect(
        (await send(auth, chat.id, { message: 'hi', idempotency_key: 'short' })).statusCode,
      ).toBe(422);
      expect((await send(auth, chat.id, { file_ids: ['x'] })).statusCode).toBe(422);
      expect(await messagesOf(chat.id)).toEqual([]);
    });

    it("answers 404 for someone else's chat and stores nothing", async () => {
      const { chat } = await buildChatLearner(t.ctx);
      const other = await buildUser(t.ctx);
      expect((await send(other.auth, chat.id, { message: 'hi' })).statusCode).toBe(404);
      expect(await messagesOf(chat.id)).toEqual([]);
    });

    it('refuses a demo stream without full access and a chat that takes no messages (403)', async () => {
      const demo = await buildChatLearner(t.ctx, { stream: { isDemo: true } });
      const locked = await send(demo.auth, demo.chat.id, { message: 'hi' });
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({
        code: 'chat_locked',
        message: 'The chat is not available in the demo version of the course',
      });
      const full = await buildChatLearner(t.ctx, {
        stream: { isDemo: true, courseFullAccess: true },
      });
      expect((await send(full.auth, full.chat.id, { message: 'hi' })).statusCode).toBe(200);

      const off = await buildChatLearner(t.ctx);
      await t.ctx.db
        .update(chats)
        .set({ isExpertMessageEnable: false })
        .where(eq(chats.id, off.chat.id));
      const disabled = await send(off.auth, off.chat.id, { message: 'hi' });
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toMatchObject({
        code: 'chat_messages_disabled',
        message: 'New messages cannot be sent to this chat',
      });
      // A course that keeps experts out of its demo leaves a demo with full access alone.
      const quiet = await buildChatLearner(t.ctx, {
        stream: { isDemo: true, courseFullAccess: true },
      });
      await t.ctx.db
        .update(courses)
        .set({ isDemoExpertMessageEnabled: false })
        .where(eq(courses.id, quiet.course.id));
      expect((await send(quiet.auth, quiet.chat.id, { message: 'hi' })).statusCode).toBe(200);
      expect(await messagesOf(demo.chat.id)).toEqual([]);
      expect(await messagesOf(off.chat.id)).toEqual([]);
    });

    it('holds messageDelay exactly: 429 one second short, through at the delay', async () => {
      const { auth, chat } = await buildChatLearner(t.ctx);
      expect((await send(auth, chat.id, { message: 'first' })).statusCode).toBe(200);
      t.clock.advance(14);
      const early = await send(auth, chat.id, { message: 'second' });
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('1');
      expect(early.json()).toMatchObject({
        code: 'message_delay',
        message:
          'Messages can be sent no more than once every 15 seconds. Please send a message later.',
      });
      t.clock.advance(1);
      expect((await send(auth, chat.id, { message: 'second' })).statusCode).toBe(200);
      expect((await messagesOf(chat.id)).map((row) => row.message)).toEqual(['first', 'second']);
    });

    it("takes the brand's messageDelay and says it in the asked language", async () => {
      const brand = await buildBrand(t.ctx, { config: { messageDelay: 30 } });
      const { auth, chat } = await buildChatLearner(t.ctx, { brandId: brand.id });
      expect((await send(auth, chat.id, { message: 'first' })).statusCode).toBe(200);
      t.clock.advance(29);
      const early = await t.call('POST', `/chats/${chat.id}/messages?lang=ru`, auth, {
        message: 'second',
      });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe(
        'Сообщения можно отправлять не чаще одного раза в 30 секунд. Пожалуйста, отправьте сообщение позже.',
      );
      const es = await t.call('POST', `/chats/${chat.id}/messages?lang=es`, auth, { message: 'x' });
      expect(es.json().message).toBe(
        'Los mensajes se pueden enviar como máximo una vez cada 30 segundos. Envía el mensaje más tarde.',
      );
      t.clock.advance(1);
      expect((await send(auth, chat.id, { message: 'second' })).statusCode).toBe(200);
    });

    it('holds nothing when the brand has no delay, even sends whose clocks read out of order', async () => {
      const brand = await buildBrand(t.ctx, { config: { messageDelay: 0 } });
      const { auth, chat } = await buildChatLearner(t.ctx, { brandId: brand.id });
      t.clock.advance(1);
      expect((await send(auth, chat.id, { message: 'later clock' })).statusCode).toBe(200);
      // A concurrent send read the clock a second earlier and commits after.
      t.clock.advance(-1);
      expect((await send(auth, chat.id, { message: 'earlier clock' })).statusCode).toBe(200);
      const answers = await Promise.all(
        ['a', 'b', 'c'].map((message) => send(auth, chat.id, { message })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(await messagesOf(chat.id)).toHaveLength(5);
    });

    it('holds the delay per chat: another chat of the learner is not held', async () => {
      const { auth, user, course, chat } = await buildChatLearner(t.ctx);
      const other = await buildChat(t.ctx, (await buildStream(t.ctx, user.id, course.id)).id);
      expect((await send(auth, chat.id, { message: 'one' })).statusCode).toBe(200);
      expect((await send(auth, other.id, { message: 'two' })).statusCode).toBe(200);
      expect((await send(auth, chat.id, { message: 'three' })).statusCode).toBe(429);
    });

    it('lets one of four concurrent sends through and holds the others', async () => {
      const { auth, chat } = await buildChatLearner(t.ctx);
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd'].map((message) => send(auth, chat.id, { message })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
      expect(await messagesOf(chat.id)).toHaveLength(1);
    });

    it('answers a retried send with the stored message, within the delay too', async () => {
      const { auth, chat } = await buildChatLearner(t.ctx);
      const payload = { message: 'once', idempotency_key: 'send-key-0001' };
      const first = await send(auth, chat.id, payload);
      expect(first.statusCode).toBe(200);
      const retry = await send(auth, chat.id, payload);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      const concurrent = await Promise.all(
        [1, 2, 3].map(() =>
          send(auth, chat.id, { message: 'twice', idempotency_key: 'send-key-0002' }),
        ),
      );
      pastDelay();
      // The key of a send held by the delay was never stored: sent again later, it goes through.
      const statuses = concurrent.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 429)).toBe(true);
      const later = await Promise.all(
        [1, 2, 3].map(() =>
          send(auth, chat.id, { message: 'twice', idempotency_key: 'send-key-0002' }),
        ),
      );
      expect(later.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(later.map((answer) => answer.json().id)).size).toBe(1);
      expect((await messagesOf(chat.id)).map((row) => row.message).sort()).toEqual([
        'once',
        'twice',
      ]);
    });
  });

  describe('PUT /chats/{id}/messages/{msgId}', () => {
    it('edits the learner’s own message only', async () => {
      const { auth, chat, expert } = await buildChatLearner(t.ctx);
      const sent = (await send(auth, chat.id, { message: 'typo' })).json();
      t.clock.advance(5);
      const edited = await t.call('PUT', `/chats/${chat.id}/messages/${sent.id}?lang=en`, auth, {
        message: 'fixed',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        id: sent.id,
        message: 'fixed',
        created_at: sent.created_at,
        updated_at: sent.created_at + 5,
      });
      const theirs = await buildExpertMessage(t.ctx, chat.id, expert.user);
      const refused = await t.call('PUT', `/chats/${chat.id}/messages/${theirs.id}?lang=en`, auth, {
        message: 'mine now',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You can edit only your own messages');
      const empty = await t.call('PUT', `/chats/${chat.id}/messages/${sent.id}?lang=en`, auth, {
        message: ' ',
      });
      expect(empty.statusCode).toBe(422);
      const other = await buildUser(t.ctx);
      const foreign = await t.call('PUT', `/chats/${chat.id}/messages/${sent.id}`, other.auth, {
        message: 'hacked',
      });
      expect(foreign.statusCode).toBe(404);
      // A message of another chat of the same learner is not found under this one.
      const mine = await buildChatLearner(t.ctx);
      const elsewhere = await t.call(
        'PUT',
        `/chats/${mine.chat.id}/messages/${sent.id}`,
        mine.auth,
        {
          message: 'x',
        },
      );
      expect(elsewhere.statusCode).toBe(404);
      expect((await messagesOf(chat.id)).find((row) => row.id === sent.id)?.message).toBe('fixed');
    });
  });

  describe('PUT /chats/{id}/messages/{msgId}/rating and /viewed', () => {
    it("rates an expert's answer, not the learner's own", async () => {
      const { auth, chat, expert } = await buildChatLearner(t.ctx);
      const answer = await buildExpertMessage(t.ctx, chat.id, expert.user);
      const rate = (id: number, rating: unknown, who = auth) =>
        t.call('PUT', `/chats/${chat.id}/messages/${id}/rating?lang=en`, who, { rating });
      const rated = await rate(answer.id, 5);
      expect(rated.statusCode).toBe(200);
      expect(rated.json()).toMatchObject({
        id: answer.id,
        rating: 5,
        updated_at: toSeconds(answer.updatedAt),
      });
      expect((await rate(answer.id, 4)).json().rating).toBe(4);
      expect((await rate(answer.id, 6)).statusCode).toBe(422);
      expect((await rate(answer.id, 0)).statusCode).toBe(422);
      const own = (await send(auth, chat.id, { message: 'mine' })).json();
      const refused = await rate(own.id, 5);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only an expert's answer can be rated");
      const other = await buildUser(t.ctx);
      expect((await rate(answer.id, 1, other.auth)).statusCode).toBe(404);
      expect((await messagesOf(chat.id)).find((row) => row.id === answer.id)?.rating).toBe(4);
    });

    it("marks the expert's messages read up to the given one", async () => {
      const { auth, chat, expert } = await buildChatLearner(t.ctx);
      const [a, b, c] = [
        await buildExpertMessage(t.ctx, chat.id, expert.user, { secondsAgo: 30 }),
        await buildExpertMessage(t.ctx, chat.id, expert.user, { secondsAgo: 20 }),
        await buildExpertMessage(t.ctx, chat.id, expert.user, { secondsAgo: 10 }),
      ];
      if (!a || !b || !c) throw new Error('messages missing');
      const other = await buildUser(t.ctx);
      const view = (id: number, who: Auth = auth) =>
        t.call('PUT', `/chats/${chat.id}/messages/${id}/viewed`, who);
      expect((await view(b.id, other.auth)).statusCode).toBe(404);
      expect((await t.get(`/chats/${chat.id}`, auth)).json().unreadCount).toBe(3);
      const viewed = await view(b.id);
      expect(viewed.statusCode).toBe(200);
      expect(viewed.json()).toMatchObject({ id: b.id, is_viewed: true });
      const rows = await messagesOf(chat.id);
      expect(Object.fromEntries(rows.map((row) => [row.id, row.isViewed]))).toEqual({
        [a.id]: true,
        [b.id]: true,
        [c.id]: false,
      });
      expect((await t.get(`/chats/${chat.id}`, auth)).json().unreadCount).toBe(1);
      expect((await view(c.id)).statusCode).toBe(200);
      expect((await t.get(`/chats/${chat.id}`, auth)).json().unreadCount).toBe(0);
    });
  });
});
