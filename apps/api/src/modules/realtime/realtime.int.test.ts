import { REALTIME_CLOSE } from '@platform/contracts/realtime';
import { asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChatLearner } from '../../../test/factories/chats';
import { buildFile } from '../../../test/factories/files';
import { buildLearner } from '../../../test/factories/learning';
import { buildConsultationLearner } from '../../../test/factories/online-consultations';
import {
  openSocket,
  realtimeUrl,
  signedInSocket,
  type TestSocket,
} from '../../../test/helpers/sockets';
import { suiteApp } from '../../../test/helpers/suite-app';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { buildApp } from '../../app';
import { createContext } from '../../bootstrap';
import { chatEvents } from '../../db/schema/chat-events';
import { redisChatEventBus } from './chat-event-bus';
import { type RealtimeOptions, realtimeRoutes } from './realtime.routes';

type Auth = Record<string, string>;

describe('realtime chat events', () => {
  const t = suiteApp();
  let url = '';
  const sockets: TestSocket[] = [];
  const connect = async (token: string, resume?: Record<string, number>) => {
    const socket = await signedInSocket(url, token, resume);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    url = realtimeUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });
  const send = (auth: Auth, chatId: number, message: string) =>
    t.call('POST', `/chats/${chatId}/messages`, auth, { message });
  const answer = (auth: Auth, chatId: number, message: string) =>
    t.call('POST', `/expert/chats/${chatId}/messages`, auth, { message });
  const pastDelay = () => t.clock.advance(60);
  const seqsOf = async (chatId: number) =>
    (
      await t.ctx.db
        .select({ seq: chatEvents.seq })
        .from(chatEvents)
        .where(eq(chatEvents.chatId, chatId))
        .orderBy(asc(chatEvents.seq))
    ).map((row) => row.seq);

  describe('signing in', () => {
    it('closes a socket whose token is wrong with 4401, and one that sends junk with 4400', async () => {
      const wrong = await openSocket(url);
      wrong.send({ type: 'auth', token: 'not-a-session-token' });
      expect(await wrong.closed).toEqual({
        code: REALTIME_CLOSE.unauthorized,
        reason: 'unauthorized',
      });
      const junk = await openSocket(url);
      junk.send('{"type":"subscribe-all"}');
      expect((await junk.closed).code).toBe(REALTIME_CLOSE.badFrame);
      const early = await openSocket(url);
      early.send({ type: 'resume', chatId: 1, after: 0 });
      expect((await early.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    });

    it("answers ready with the last event number of each of the user's chats", async () => {
      const { token, chat, auth } = await buildChatLearner(t.ctx);
      await send(auth, chat.id, 'Before connecting');
      const socket = await connect(token);
      expect(socket.frames[0]).toEqual({ type: 'ready', heads: { [chat.id]: 1 } });
    });
  });

  it("delivers the learner's message to the expert's socket and the answer to every tab of the learner", async () => {
    const { token, chat, auth, expert } = await buildChatLearner(t.ctx);
    const [learnerTab, otherTab, expertDesk] = await Promise.all([
      connect(token),
      connect(token),
      connect(expert.token),
    ]);
    pastDelay();
    expect((await send(auth, chat.id, 'How often should I train?')).statusCode).toBe(200);
    const question = await expertDesk.waitFor((frame) => frame.type === 'event');
    expect(question).toMatchObject({
      type: 'event',
      chatId: chat.id,
      seq: 1,
      kind: 'message',
      message: { message: 'How often should I train?', employee: null, is_viewed: false },
    });
    expect((await answer(expert.auth, chat.id, 'Three times a week')).statusCode).toBe(200);
    for (const tab of [learnerTab, otherTab]) {
      await tab.waitFor((frame) => frame.type === 'event' && frame.seq === 2);
      expect(tab.events(chat.id).map((event) => [event.seq, event.message?.message])).toEqual([
        [1, 'How often should I train?'],
        [2, 'Three times a week'],
      ]);
      expect(tab.events(chat.id)[1]?.message?.employee).toMatchObject({ is_expert: true });
    }
  });

  it('delivers edits, ratings and viewed marks, each with the message as it is then', async () => {
    const { token, chat, auth, expert } = await buildChatLearner(t.ctx);
    const desk = await connect(expert.token);
    const learner = await connect(token);
    pastDelay();
    const mine = (await send(auth, chat.id, 'Helo')).json();
    const reply = (await answer(expert.auth, chat.id, 'Hi!')).json();
    await t.call('PUT', `/chats/${chat.id}/messages/${mine.id}`, auth, { message: 'Hello' });
    await t.call('PUT', `/chats/${chat.id}/messages/${reply.id}/rating`, auth, { rating: 5 });
    await t.call('PUT', `/chats/${chat.id}/messages/${reply.id}/viewed`, auth);
    await desk.waitFor((frame) => frame.type === 'event' && frame.seq === 5);
    expect(
      desk.events(chat.id).map(({ seq, kind, payload, message }) => ({
        seq,
        kind,
        payload,
        text: message?.message,
        rating: message?.rating,
      })),
    ).toEqual([
      { seq: 1, kind: 'message', payload: { messageId: mine.id }, text: 'Helo', rating: null },
      { seq: 2, kind: 'message', payload: { messageId: reply.id }, text: 'Hi!', rating: null },
      { seq: 3, kind: 'edit', payload: { messageId: mine.id }, text: 'Hello', rating: null },
      { seq: 4, kind: 'rating', payload: { messageId: reply.id }, text: 'Hi!', rating: 5 },
      {
        seq: 5,
        kind: 'viewed',
        payload: { upToMessageId: reply.id, by: 'learner' },
        text: undefined,
        rating: undefined,
      },
    ]);
    await learner.waitFor((frame) => frame.type === 'event' && frame.seq === 5);
    expect(learner.events(chat.id).map((event) => event.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it("never delivers someone else's chat, not even when asked for it", async () => {
    const mine = await buildChatLearner(t.ctx);
    const stranger = await buildLearner(t.ctx);
    const otherExpert = await buildChatLearner(t.ctx);
    const [strangerSocket, otherExpertSocket] = await Promise.all([
      connect(stranger.token),
      connect(otherExpert.expert.token),
    ]);
    strangerSocket.send({ type: 'resume', chatId: mine.chat.id, after: 0 });
    expect(await strangerSocket.waitFor((frame) => frame.type === 'unknown-chat')).toEqual({
      type: 'unknown-chat',
      chatId: mine.chat.id,
    });
    pastDelay();
    await send(mine.auth, mine.chat.id, 'Private question');
    await answer(mine.expert.auth, mine.chat.id, 'Private answer');
    // An event of the other expert's own chat comes through, so the socket was live all along.
    await answer(otherExpert.expert.auth, otherExpert.chat.id, 'For my learner');
    await otherExpertSocket.waitFor((frame) => frame.type === 'event');
    expect(otherExpertSocket.frames.filter((frame) => frame.type === 'event')).toMatchObject([
      { chatId: otherExpert.chat.id },
    ]);
    expect(strangerSocket.frames.some((frame) => frame.type === 'event')).toBe(false);
  });

  it('catches a reconnecting client up on everything it missed, in order, with the unread count right', async () => {
    const { token, chat, auth, expert } = await buildChatLearner(t.ctx);
    const first = await connect(token);
    pastDelay();
    await send(auth, chat.id, 'Question');
    const seen = await first.waitFor((frame) => frame.type === 'event');
    first.close();
    await first.closed;
    // Sent while the learner's tab was away: two answers, a file, an edit.
    const file = await buildFile(t.ctx, expert.user.id);
    await answer(expert.auth, chat.id, 'Answer one');
    await t.call('POST', `/expert/chats/${chat.id}/messages`, expert.auth, {
      message: 'See the picture',
      file_ids: [file.id],
    });
    pastDelay();
    await send(auth, chat.id, 'Thanks');
    const back = await connect(token, { [chat.id]: seen.type === 'event' ? seen.seq : -1 });
    expect(back.frames[0]).toEqual({ type: 'ready', heads: { [chat.id]: 4 } });
    await back.waitFor((frame) => frame.type === 'event' && frame.seq === 4);
    const replayed = back.events(chat.id);
    expect(replayed.map((event) => [event.seq, event.message?.message])).toEqual([
      [2, 'Answer one'],
      [3, 'See the picture'],
      [4, 'Thanks'],
    ]);
    expect(replayed[1]?.message?.files).toMatchObject([
      { url: expect.stringMatching(/^\/files\//) },
    ]);
    expect((await t.get(`/chats/${chat.id}`, auth)).json().unreadCount).toBe(2);
    // Live again after the catch-up, without repeating anything.
    await answer(expert.auth, chat.id, 'Live again');
    await back.waitFor((frame) => frame.type === 'event' && frame.seq === 5);
    expect(back.events(chat.id).map((event) => event.seq)).toEqual([2, 3, 4, 5]);
  });

  it("pushes a consultation opened, closed and rated to the chat's sockets, numbered among its events", async () => {
    const { token, chat, auth, expert } = await buildChatLearner(t.ctx);
    const [learner, desk] = await Promise.all([connect(token), connect(expert.token)]);
    pastDelay();
    await send(auth, chat.id, 'Can we go through my squats?');
    const opened = await t.call('POST', `/expert/chats/${chat.id}/consultations`, expert.auth);
    expect(opened.statusCode).toBe(200);
    const consultationId: number = opened.json().id;
    await answer(expert.auth, chat.id, 'Knees over toes');
    const closing = `/expert/consultations/${consultationId}/close`;
    expect((await t.call('PUT', closing, expert.auth)).statusCode).toBe(200);
    const rating = `/consultations/updateRating/${consultationId}`;
    expect((await t.call('PUT', rating, auth, { rating: 5 })).statusCode).toBe(200);
    const expected = [
      [1, 'message', undefined],
      [2, 'consultation', { consultationId, status: 'open' }],
      [3, 'message', undefined],
      [4, 'consultation', { consultationId, status: 'close' }],
      [5, 'consultation', { consultationId, status: 'rated' }],
    ];
    for (const socket of [learner, desk]) {
      await socket.waitFor((frame) => frame.type === 'event' && frame.seq === 5);
      expect(
        socket
          .events(chat.id)
          .map((event) => [
            event.seq,
            event.kind,
            event.kind === 'consultation' ? event.payload : undefined,
          ]),
      ).toEqual(expected);
    }
    // A refused change (rating twice) is no event.
    expect((await t.call('PUT', rating, auth, { rating: 4 })).statusCode).toBe(409);
    expect(await seqsOf(chat.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("tells the learner's tabs and the expert of a video consultation booked or changed, and nobody else", async () => {
    const learner = await buildConsultationLearner(t.ctx);
    const [first] = (await t.get('/course/online-consultations', learner.auth)).json();
    const { slots } = (
      await t.get(`/online-consultation/slots?id=${first.id}`, learner.auth)
    ).json();
    const stranger = await buildConsultationLearner(t.ctx);
    const [tab, desk, other, otherExpert] = await Promise.all([
      connect(learner.token),
      connect(learner.expert.token),
      connect(stranger.token),
      connect(stranger.expert.token),
    ]);
    const booking = `/online-consultation/update?id=${first.id}`;
    const start = slots[0].start_date_time;
    expect(
      (await t.call('PUT', booking, learner.auth, { start_date_time: start })).statusCode,
    ).toBe(200);
    const notice = { type: 'notice', topic: 'video-consultations', id: first.id };
    expect(await tab.waitFor((frame) => frame.type === 'notice')).toEqual(notice);
    expect(await desk.waitFor((frame) => frame.type === 'notice')).toEqual(notice);
    // A note changed is a change too.
    await t.call('PUT', booking, learner.auth, { note: 'Bring a mat' });
    await desk.waitFor(() => desk.frames.filter((frame) => frame.type === 'notice').length === 2);
    // The others' sockets are live (a pong comes) and heard nothing.
    for (const socket of [other, otherExpert]) {
      socket.send({ type: 'ping' });
      await socket.waitFor((frame) => frame.type === 'pong');
      expect(socket.frames.filter((frame) => frame.type === 'notice')).toEqual([]);
    }
  });

  it('numbers concurrent writes of one chat 1, 2, 3… without a gap or a repeat', async () => {
    const { chat, expert } = await buildChatLearner(t.ctx);
    const desk = await connect(expert.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => answer(expert.auth, chat.id, `Answer ${index}`)),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const expected = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(await seqsOf(chat.id)).toEqual(expected);
    await desk.waitFor((frame) => frame.type === 'event' && frame.seq === 20);
    expect(desk.events(chat.id).map((event) => event.seq)).toEqual(expected);
  });

  it('numbers nothing when the write is refused (the delay rule still answers 429)', async () => {
    const { chat, auth } = await buildChatLearner(t.ctx);
    pastDelay();
    expect((await send(auth, chat.id, 'One')).statusCode).toBe(200);
    expect((await send(auth, chat.id, 'Two')).statusCode).toBe(429);
    expect(await seqsOf(chat.id)).toEqual([1]);
  });
});

/** The realtime routes alone over a test app's context, with short limits. */
async function realtimeApp(t: TestApp, options: Partial<RealtimeOptions>) {
  const app = Fastify();
  app.decorate('ctx', t.ctx);
  await app.register(realtimeRoutes, { prefix: '/spa', ...options });
  return { app, url: realtimeUrl(await app.listen({ port: 0, host: '127.0.0.1' })) };
}

describe('realtime limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells a client that missed more than the gap limit to reload the chat', async () => {
    const { app, url } = await realtimeApp(t, { gapLimit: 2 });
    const { token, chat, expert } = await buildChatLearner(t.ctx);
    const call = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `/spa/api/v1/expert/chats/${chat.id}/messages`,
        headers: expert.auth,
        payload: { message },
      });
    for (const text of ['one', 'two', 'three', 'four']) await call(text);
    const socket = await signedInSocket(url, token, { [chat.id]: 1 });
    expect(await socket.waitFor((frame) => frame.type === 'reload')).toEqual({
      type: 'reload',
      chatId: chat.id,
      seq: 4,
    });
    // From there on, events follow the reload point.
    await call('five');
    expect(await socket.waitFor((frame) => frame.type === 'event')).toMatchObject({ seq: 5 });
    const near = await signedInSocket(url, token, { [chat.id]: 3 });
    await near.waitFor((frame) => frame.type === 'event' && frame.seq === 5);
    expect(near.events(chat.id).map((event) => event.seq)).toEqual([4, 5]);
    socket.close();
    near.close();
    await app.close();
  });

  it('closes a socket that sends no token in time, and drops one that stops answering pings', async () => {
    const { app, url } = await realtimeApp(t, { authTimeoutMs: 100, heartbeatMs: 100 });
    const silent = await openSocket(url);
    expect((await silent.closed).code).toBe(REALTIME_CLOSE.authTimeout);
    const { token } = await buildLearner(t.ctx);
    const answering = await signedInSocket(url, token);
    const dead = await openSocket(url, { autoPong: false });
    dead.send({ type: 'auth', token });
    await dead.waitFor((frame) => frame.type === 'ready');
    // Terminated without a close frame: the client sees 1006.
    expect((await dead.closed).code).toBe(1006);
    answering.send({ type: 'ping' });
    expect(await answering.waitFor((frame) => frame.type === 'pong')).toEqual({ type: 'pong' });
    answering.close();
    await app.close();
  });

  it('closes a socket with 4401 once its session is signed out', async () => {
    const { app, url } = await realtimeApp(t, { sessionCheckMs: 50 });
    const { token, auth } = await buildLearner(t.ctx);
    const socket = await signedInSocket(url, token);
    const other = await buildLearner(t.ctx);
    const staying = await signedInSocket(url, other.token);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/spa/api/v1/auth/logout',
      headers: auth,
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await socket.closed).toEqual({
      code: REALTIME_CLOSE.unauthorized,
      reason: 'unauthorized',
    });
    staying.send({ type: 'ping' });
    expect(await staying.waitFor((frame) => frame.type === 'pong')).toEqual({ type: 'pong' });
    staying.close();
    await app.close();
  });

  it('never writes the token to the log', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.ctx, {
      logger: { level: 'trace', stream: { write: (line) => lines.push(line) } },
    });
    const url = realtimeUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
    const { token, chat, expert } = await buildChatLearner(t.ctx);
    const socket = await signedInSocket(url, token, { [chat.id]: 0 });
    const wrong = await openSocket(url);
    wrong.send({ type: 'auth', token: `${token}x` });
    await wrong.closed;
    await app.inject({
      method: 'POST',
      url: `/spa/api/v1/expert/chats/${chat.id}/messages`,
      headers: expert.auth,
      payload: { message: 'Logged?' },
    });
    await socket.waitFor((frame) => frame.type === 'event');
    socket.close();
    await app.close();
    expect(lines.some((line) => line.includes('/spa/realtime'))).toBe(true);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('realtime across two instances sharing Redis', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { lazyConnect: true });
  // A channel of this run only: other suites on the same Redis number their chats alike.
  const channel = `test:chat-events:${process.pid}:${Date.now()}`;
  const buses = [redisChatEventBus(redis, channel), redisChatEventBus(redis, channel)];
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let closeB: () => Promise<void>;
  beforeAll(async () => {
    await Promise.all(buses.map((bus) => bus.ready()));
    a = await createTestApp({}, { chatEvents: buses[0] });
    const context = createContext(a.ctx.config, a.database, { ...a.ctx, chatEvents: buses[1] });
    b = await buildApp(context.ctx);
    closeB = context.close;
  });
  afterAll(async () => {
    await b.close();
    await closeB();
    await a.close();
    await Promise.all(buses.map((bus) => bus.close()));
    await redis.quit();
  });

  let url = '';
  beforeAll(async () => {
    url = realtimeUrl(await b.listen({ port: 0, host: '127.0.0.1' }));
  });

  it('delivers a message sent through instance A to a socket connected to instance B', async () => {
    const { chat, expert, auth } = await buildChatLearner(a.ctx);
    const desk = await signedInSocket(url, expert.token);
    a.clock.advance(60);
    const sent = await a.app.inject({
      method: 'POST',
      url: `/spa/api/v1/chats/${chat.id}/messages`,
      headers: auth,
      payload: { message: 'Through Redis' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await desk.waitFor((frame) => frame.type === 'event')).toMatchObject({
      chatId: chat.id,
      seq: 1,
      kind: 'message',
      message: { id: sent.json().id, message: 'Through Redis' },
    });
    desk.close();
  });

  it('tells the expert on instance B of a video consultation booked through instance A', async () => {
    const learner = await buildConsultationLearner(a.ctx);
    const call = (method: 'GET' | 'PUT', path: string, payload?: object) =>
      a.app.inject({ method, url: `/spa/api/v1${path}`, headers: learner.auth, payload });
    const [first] = (await call('GET', '/course/online-consultations')).json();
    const { slots } = (await call('GET', `/online-consultation/slots?id=${first.id}`)).json();
    const desk = await signedInSocket(url, learner.expert.token);
    const booked = await call('PUT', `/online-consultation/update?id=${first.id}`, {
      start_date_time: slots[0].start_date_time,
    });
    expect(booked.statusCode).toBe(200);
    expect(await desk.waitFor((frame) => frame.type === 'notice')).toEqual({
      type: 'notice',
      topic: 'video-consultations',
      id: first.id,
    });
    desk.close();
  });
});
