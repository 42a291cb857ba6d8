import {
  type ChatEventFrame,
  type ClientFrame,
  type NoticeFrame,
  REALTIME_CLOSE,
  type ResumePoints,
  type ServerFrame,
} from '@platform/contracts/realtime';

/** The first wait before reconnecting, doubled after each failed try up to the ceiling. */
export const BACKOFF_START_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** How often the client asks the server whether the connection still carries frames, and how
 * long it waits for the answer before it takes the connection for dead. The server pings too
 * (30 s), which the browser answers by itself but the page cannot see. */
export const HEARTBEAT_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;

export type RealtimeStatus = 'connecting' | 'open' | 'down';

/** What the client is told. `ready` comes after every (re)connect: anything not replayed
 * (unread counts, chats without a resume point) is to be read again. */
export interface RealtimeHandlers {
  event?(frame: ChatEventFrame): void;
  /** Something of the user's outside the chats changed (no number: `ready` covers a miss). */
  notice?(frame: NoticeFrame): void;
  /** Too much was missed in the chat: read its pages again. */
  reload?(chatId: number): void;
  ready?(): void;
  status?(status: RealtimeStatus): void;
}

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RealtimeOptions {
  url: string;
  /** The session token, read at each connect; none means signed out: no connection. */
  token(): string | undefined;
  openSocket?(url: string): SocketLike;
  /** 0 ≤ random < 1, for the jitter of the backoff. */
  random?(): number;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

const OPEN = 1;

/** The wait before reconnect attempt `attempt` (0 first): doubling from BACKOFF_START_MS up to
 * BACKOFF_MAX_MS, each wait spread between half and all of it so that many tabs dropped at once
 * do not come back at the same instant. */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * One tab's connection to the chats' WebSocket: signs in with the first frame, keeps the last
 * event number of each chat and sends them when it reconnects (with backoff) so the server
 * replays what was missed, asks again for a chat whose numbers skip, and drops a connection
 * that no longer answers its pings.
 */
export class RealtimeClient {
  private readonly points = new Map<number, number>();
  private readonly listeners = new Set<RealtimeHandlers>();
  private socket: SocketLike | undefined;
  private attempt = 0;
  private retryTimer: unknown;
  private pingTimer: unknown;
  private pongTimer: unknown;
  private stopped = true;
  private current: RealtimeStatus = 'down';
  private readonly openSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: RealtimeOptions) {
    this.openSocket = options.openSocket ?? ((url) => new WebSocket(url) as SocketLike);
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer =
      options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  get status(): RealtimeStatus {
    return this.current;
  }

  /** The last event number seen per chat (what a reconnect resumes from). */
  resumePoints(): ResumePoints {
    return Object.fromEntries(this.points);
  }

  listen(handlers: RealtimeHandlers): () => void {
    this.listeners.add(handlers);
    return () => this.listeners.delete(handlers);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer(this.retryTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, 'done');
    this.setStatus('down');
  }

  /** Reconnects now rather than after the backoff (the browser went back online). */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    this.clearTimer(this.retryTimer);
    this.connect();
  }

  private connect() {
    const token = this.options.token();
    if (!token) return this.stop();
    this.setStatus('connecting');
    const socket = this.openSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.send({ type: 'auth', token, resume: this.resumePoints() });
      this.startHeartbeat();
    };
    socket.onmessage = (message) => {
      if (socket === this.socket && typeof message.data === 'string')
        this.receive(JSON.parse(message.data) as ServerFrame);
    };
    socket.onerror = () => {};
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = undefined;
      this.stopHeartbeat();
      this.setStatus('down');
      // A refused token will be refused again: the app's sign-out takes over from here.
      if (event.code === REALTIME_CLOSE.unauthorized) this.stopped = true;
      if (this.stopped) return;
      this.retryTimer = this.setTimer(
        () => this.connect(),
        backoffDelay(this.attempt, this.random()),
      );
      this.attempt += 1;
    };
  }

  private receive(frame: ServerFrame) {
    this.resetPongWait();
    if (frame.type === 'ready') {
      this.attempt = 0;
      // Chats first seen now start from their current number; known ones are being replayed.
      for (const [chatId, seq] of Object.entries(frame.heads))
        if (!this.points.has(Number(chatId))) this.points.set(Number(chatId), seq);
      this.setStatus('open');
      this.emit((handlers) => handlers.ready?.());
      return;
    }
    if (frame.type === 'reload') {
      this.points.set(frame.chatId, frame.seq);
      this.emit((handlers) => handlers.reload?.(frame.chatId));
      return;
    }
    if (frame.type === 'notice') {
      this.emit((handlers) => handlers.notice?.(frame));
      return;
    }
    if (frame.type !== 'event') return;
    const last = this.points.get(frame.chatId);
    if (last !== undefined && frame.seq <= last) return;
    if (last !== undefined && frame.seq > last + 1) {
      // A skipped number: ask for the chat from the last one seen; the server sends it in order.
      this.send({ type: 'resume', chatId: frame.chatId, after: last });
      return;
    }
    this.points.set(frame.chatId, frame.seq);
    this.emit((handlers) => handlers.event?.(frame));
  }

  private startHeartbeat() {
    this.pingTimer = this.setTimer(() => {
      this.send({ type: 'ping' });
      this.pongTimer = this.setTimer(() => this.dropDead(), HEARTBEAT_TIMEOUT_MS);
    }, HEARTBEAT_MS);
  }

  /** No frame for the whole wait: the connection is gone even if the socket does not know it
   * yet (a laptop that slept, a network that changed). Reconnect as after a close. */
  private dropDead() {
    const socket = this.socket;
    socket?.onclose?.({ code: 1006 });
    socket?.close(1000, 'no answer');
  }

  /** Any frame shows the connection alive: the next ping is a full period away. */
  private resetPongWait() {
    this.stopHeartbeat();
    this.startHeartbeat();
  }

  private stopHeartbeat() {
    this.clearTimer(this.pingTimer);
    this.clearTimer(this.pongTimer);
  }

  private send(frame: ClientFrame) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.current) return;
    this.current = status;
    this.emit((handlers) => handlers.status?.(status));
  }

  private emit(call: (handlers: RealtimeHandlers) => void) {
    for (const handlers of this.listeners) call(handlers);
  }
}
