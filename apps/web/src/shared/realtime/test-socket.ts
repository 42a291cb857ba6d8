import { type ClientFrame, REALTIME_CLOSE, type ServerFrame } from '@platform/contracts/realtime';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { tokenStorage } from '../api/token-storage';
import type { SocketLike } from './realtime-client';

/** The browser's WebSocket as a screen test drives it: opened, fed frames, its sent frames
 * read. */
export class TestWebSocket implements SocketLike {
  static readonly opened: TestWebSocket[] = [];
  readyState = 0;
  readonly sent: ClientFrame[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {
    TestWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: ServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

/** Puts the test socket in place of the browser's, with a session token (no token, no
 * socket): call it before rendering the screen. */
export function installTestSocket(): void {
  vi.stubGlobal('WebSocket', TestWebSocket);
  tokenStorage.write('live-session');
}

/** The socket the rendered screens opened, answered as the server does: signed in, `ready`
 * with the chats' last numbers. Push frames through it. */
export async function connectTestSocket(
  heads: Record<string, number> = {},
): Promise<TestWebSocket> {
  const socket = await vi.waitFor(() => {
    const last = TestWebSocket.opened.at(-1);
    if (!last) throw new Error('no socket opened yet');
    return last;
  });
  act(() => {
    socket.readyState = 1;
    socket.onopen?.({});
  });
  socket.receive({ type: 'ready', heads });
  return socket;
}

/** Back to the browser's socket and no token. The sockets are closed as a refused session
 * closes them (4401), which stops the tab's client: the next test's screens open a new one. */
export function removeTestSocket(): void {
  tokenStorage.remove();
  for (const socket of TestWebSocket.opened.splice(0))
    act(() => socket.onclose?.({ code: REALTIME_CLOSE.unauthorized }));
  vi.unstubAllGlobals();
}
