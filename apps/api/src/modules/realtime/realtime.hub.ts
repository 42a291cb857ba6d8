import type { AppContext } from '../../context';
import type { ChatEvent } from './chat-event-bus';
import { chatEventFrames } from './chat-event-frames';

/** One socket as the hub sees it: told of each event of the chats it follows. */
export interface Follower {
  /** `frame` is the event on the wire, built once for all the followers of this instance. */
  offer(event: ChatEvent, frame: () => Promise<string>): void;
  /** The bus may have dropped events: read each followed chat's sequence again. */
  resync(): void;
}

export type ChatHub = ReturnType<typeof chatHub>;

/** This instance's sockets by chat: every event of the bus goes to the followers of its chat. */
export function chatHub(ctx: AppContext) {
  const followers = new Map<number, Set<Follower>>();
  const framesOf = chatEventFrames(ctx);
  const stopEvents = ctx.chatEvents.subscribe((event) => {
    const following = followers.get(event.chatId);
    if (!following?.size) return;
    let frame: Promise<string> | undefined;
    const once = () => {
      frame ??= framesOf(event.learnerId, [event]).then(([text]) => text ?? '');
      return frame;
    };
    for (const follower of following) follower.offer(event, once);
  });
  const stopResumes = ctx.chatEvents.onResume(() => {
    for (const follower of new Set([...followers.values()].flatMap((set) => [...set])))
      follower.resync();
  });
  return {
    framesOf,
    follow(chatId: number, follower: Follower) {
      const following = followers.get(chatId) ?? new Set();
      following.add(follower);
      followers.set(chatId, following);
    },
    unfollow(chatId: number, follower: Follower) {
      const following = followers.get(chatId);
      following?.delete(follower);
      if (following?.size === 0) followers.delete(chatId);
    },
    close() {
      stopEvents();
      stopResumes();
    },
  };
}
