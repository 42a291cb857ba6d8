import type { ChatEventKind, NoticeTopic } from '@platform/contracts/realtime';
import type { Redis } from 'ioredis';

/** A chat event as it travels between instances: the stored event and the chat's learner,
 * whose scope reads the message it names. */
export interface ChatEvent {
  chatId: number;
  learnerId: number;
  seq: number;
  kind: ChatEventKind;
  payload: Record<string, unknown>;
}

export type ChatEventListener = (event: ChatEvent) => void;

/** A change outside the chats, for the sockets of the users it names (no number: see
 * NoticeFrame). */
export interface UserNotice {
  userIds: number[];
  topic: NoticeTopic;
  id?: number;
}

export type UserNoticeListener = (notice: UserNotice) => void;

/** Carries chat events to the sockets of every instance. It may drop an event (Redis down for
 * a moment): the stored sequence is the truth, and a socket that sees a gap reads it there. */
export interface ChatEventBus {
  publish(event: ChatEvent): Promise<void>;
  /** Settles once this instance receives what others publish. */
  ready(): Promise<void>;
  subscribe(listener: ChatEventListener): () => void;
  /** Carries a notice to the sockets of its users on every instance; like events, it may drop
   * one. */
  notify(notice: UserNotice): Promise<void>;
  subscribeNotices(listener: UserNoticeListener): () => void;
  /** Told when the bus may have dropped events (the subscription came back after a break). */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Listeners and their removal, shared by both buses. */
function listenerSet<T extends unknown[]>() {
  const listeners = new Set<(...args: T) => void>();
  return {
    add(listener: (...args: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(...args: T) {
      for (const listener of listeners) listener(...args);
    },
  };
}

/** One instance: events go straight to this process's sockets. */
export function memoryChatEventBus(): ChatEventBus {
  const events = listenerSet<[ChatEvent]>();
  const notices = listenerSet<[UserNotice]>();
  return {
    async publish(event) {
      events.emit(event);
    },
    ready: async () => {},
    subscribe: events.add,
    async notify(notice) {
      notices.emit(notice);
    },
    subscribeNotices: notices.add,
    onResume: () => () => {},
    async close() {},
  };
}

/** The Redis channel of all chat events: one channel, each instance keeps what its sockets
 * follow. Notices go on a second one, `<channel>:notices`. */
export const CHAT_EVENTS_CHANNEL = 'realtime:chat-events';

/** Many instances: events go through Redis pub/sub. Subscribing takes a connection of its own
 * (a subscribed Redis connection runs no other command). */
export function redisChatEventBus(redis: Redis, channel = CHAT_EVENTS_CHANNEL): ChatEventBus {
  const noticeChannel = `${channel}:notices`;
  const subscriber = redis.duplicate();
  const events = listenerSet<[ChatEvent]>();
  const notices = listenerSet<[UserNotice]>();
  const resumes = listenerSet<[]>();
  let subscribed = false;
  subscriber.on('message', (from: string, text: string) => {
    if (from === channel) events.emit(JSON.parse(text) as ChatEvent);
    else if (from === noticeChannel) notices.emit(JSON.parse(text) as UserNotice);
  });
  // ioredis subscribes again by itself after a reconnect; what was published meanwhile is lost.
  subscriber.on('ready', () => {
    if (subscribed) resumes.emit();
  });
  // Sockets may sign in before the first subscription is made (a busy start): what was
  // published until then is read from the database too.
  const ready = subscriber.subscribe(channel, noticeChannel).then(() => {
    subscribed = true;
    resumes.emit();
  });
  // Without a listener an unreachable Redis would crash the process; the bus waits for it.
  subscriber.on('error', () => {});
  return {
    async publish(event) {
      await redis.publish(channel, JSON.stringify(event));
    },
    ready: () => ready,
    subscribe: events.add,
    async notify(notice) {
      await redis.publish(noticeChannel, JSON.stringify(notice));
    },
    subscribeNotices: notices.add,
    onResume: resumes.add,
    async close() {
      await ready.catch(() => {});
      await subscriber.quit();
    },
  };
}
