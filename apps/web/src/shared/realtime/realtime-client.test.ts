import { REALTIME_CLOSE, type ServerFrame } from '@platform/contracts/realtime';
import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  HEARTBEAT_MS,
  HEARTBEAT_TIMEOUT_MS,
  RealtimeClient,
  type SocketLike,
} from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A client over fake sockets and a hand-driven clock. */
function setUp(token: string | null = 'secret-token') {
  const sockets: FakeSocket[] = [];
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextTimer = 1;
  const client = new RealtimeClient({
    url: 'ws://app.test/spa/api/v1/realtime',
    token: () => token ?? undefined,
    random: () => 0.5,
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      const id = nextTimer++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
  });
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  const events: number[] = [];
  const reloads: number[] = [];
  let readies = 0;
  client.listen({
    event: (frame) => events.push(frame.seq),
    reload: (chatId) => reloads.push(chatId),
    ready: () => {
      readies += 1;
    },
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, last, advance, events, reloads, readies: () => readies };
}

const event = (chatId: number, seq: number): ServerFrame => ({
  type: 'event',
  chatId,
  seq,
  kind: 'message',
  payload: { messageId: seq },
});

describe('RealtimeClient', () => {
  it('signs in with the first frame, never in the URL', () => {
    const { client, last } = setUp();
    client.start();
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'secret-token', resume: {} }]);
    expect(client.status).toBe('connecting');
    last().receive({ type: 'ready', heads: { 7: 3 } });
    expect(client.status).toBe('open');
    expect(client.resumePoints()).toEqual({ 7: 3 });
  });

  it("passes notices on as they come, numbered or not, without touching the chats' points", () => {
    const { client, last } = setUp();
    const notices: unknown[] = [];
    client.listen({ notice: (frame) => notices.push(frame) });
    client.start();
    last().open();
    last().receive({ type: 'ready', heads: { 7: 3 } });
    last().receive({ type: 'notice', topic: 'video-consultations', id: 12 });
    last().receive({ type: 'notice', topic: 'video-consultations' });
    expect(notices).toEqual([
      { type: 'notice', topic: 'video-consultations', id: 12 },
      { type: 'notice', topic: 'video-consultations' },
    ]);
    expect(client.resumePoints()).toEqual({ 7: 3 });
  });

  it('opens nothing without a token', () => {
    const { client, sockets } = setUp(null);
    client.start();
    expect(sockets).toHaveLength(0);
    expect(client.status).toBe('down');
  });

  it('resumes every chat from its last event after a reconnect, ignoring repeats', () => {
    const { client, last, advance, events, readies } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready', heads: { 7: 3, 8: 0 } });
    last().receive(event(7, 4));
    last().receive(event(7, 4));
    last().receive(event(8, 1));
    last().drop();
    expect(client.status).toBe('down');
    advance(BACKOFF_MAX_MS);
    last().open();
    expect(last().sent[0]).toEqual({
      type: 'auth',
      token: 'secret-token',
      resume: { 7: 4, 8: 1 },
    });
    last().receive({ type: 'ready', heads: { 7: 6, 8: 1 } });
    last().receive(event(7, 5));
    last().receive(event(7, 6));
    expect(events).toEqual([4, 1, 5, 6]);
    expect(readies()).toBe(2);
  });

  it('asks the server for a chat whose numbers skip instead of showing the later event', () => {
    const { client, last, events } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready', heads: { 7: 3 } });
    last().receive(event(7, 6));
    expect(events).toEqual([]);
    expect(last().sent.at(-1)).toEqual({ type: 'resume', chatId: 7, after: 3 });
    last().receive(event(7, 4));
    expect(events).toEqual([4]);
  });

  it('reloads a chat the server cannot replay, then goes on from its number', () => {
    const { client, last, events, reloads } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready', heads: { 7: 3 } });
    last().receive({ type: 'reload', chatId: 7, seq: 400 });
    last().receive(event(7, 401));
    expect(reloads).toEqual([7]);
    expect(events).toEqual([401]);
  });

  it('waits longer after each failed try, up to the ceiling, and starts over once signed in', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => backoffDelay(attempt, 0))).toEqual([
      500, 1000, 2000, 4000, 15_000,
    ]);
    expect(backoffDelay(10, 0.999_999)).toBe(BACKOFF_MAX_MS);
    const { client, sockets, last, advance } = setUp();
    client.start();
    last().drop();
    advance(749);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    advance(1499);
    expect(sockets).toHaveLength(2);
    advance(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().receive({ type: 'ready', heads: {} });
    last().drop();
    advance(750);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect with a refused token, nor after stop', () => {
    const { client, sockets, last, advance } = setUp();
    client.start();
    last().open();
    last().drop(REALTIME_CLOSE.unauthorized);
    advance(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(1);
    client.start();
    client.stop();
    expect(last().closedWith).toBe(1000);
    advance(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(2);
  });

  it('pings when idle and reconnects when the ping goes unanswered', () => {
    const { client, sockets, last, advance } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready', heads: {} });
    advance(HEARTBEAT_MS);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    advance(HEARTBEAT_MS);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    advance(HEARTBEAT_TIMEOUT_MS);
    expect(client.status).toBe('down');
    expect(sockets[0]?.closedWith).toBe(1000);
    advance(BACKOFF_MAX_MS);
    expect(sockets).toHaveLength(2);
  });
});
