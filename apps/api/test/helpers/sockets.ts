import type { ChatEventFrame, ClientFrame, ServerFrame } from '@platform/contracts/realtime';
import { REALTIME_PATH } from '@platform/contracts/realtime';
import WebSocket, { type ClientOptions } from 'ws';

/** A WebSocket client of the realtime endpoint that keeps every frame it was sent. */
export interface TestSocket {
  frames: ServerFrame[];
  send(frame: ClientFrame | string): void;
  /** The first frame (already received or coming) that matches, within `timeoutMs`. */
  waitFor(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  /** The chat's events received so far. */
  events(chatId: number): ChatEventFrame[];
  /** Settles with the close code and reason when the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** The realtime URL of a listening app. */
export const realtimeUrl = (address: string, path = REALTIME_PATH) =>
  `${address.replace(/^http/, 'ws')}${path}`;

export async function openSocket(url: string, options: ClientOptions = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, options);
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    events: (chatId) =>
      frames.filter(
        (frame): frame is ChatEventFrame => frame.type === 'event' && frame.chatId === chatId,
      ),
    closed,
    close: () => socket.close(),
  };
}

/** A socket signed in with the token (and resume points), once its `ready` frame came. */
export async function signedInSocket(
  url: string,
  token: string,
  resume?: Record<string, number>,
): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token, ...(resume ? { resume } : {}) });
  await socket.waitFor((frame) => frame.type === 'ready');
  return socket;
}
