import type { NoticeFrame } from '@platform/contracts/realtime';
import type { AppContext } from '../../context';
import type { ChatEvent, UserNotice } from './chat-event-bus';
import { chatEventFrames } from './chat-event-frames';

/** One socket as the hub sees it: told of each event of the chats it follows and of each
 * notice to its user. */
export interface Follower {
  /** `frame` is the event on the wire, built once for all the followers of this instance. */
  offer(event: ChatEvent, frame: () => Promise<string>): void;
  /** A notice to the socket's user, on the wire. */
  notify(frame: string): void;
  /** The bus may have dropped events: read each followed chat's sequence again. */
  resync(): void;
}

/** Where a user's sockets follow a set of keys (chats, users), several sockets per key. */
function followerMap() {
  const map = new Map<number, Set<Follower>>();
  return {
    get: (key: number) => map.get(key),
    all: () => new Set([...map.values()].flatMap((set) => [...set])),
    add(key: number, follower: Follower) {
      const following = map.get(key) ?? new Set();
      following.add(follower);
      map.set(key, following);
    },
    remove(key: number, follower: Follower) {
      const following = map.get(key);
      following?.delete(follower);
      if (following?.size === 0) map.delete(key);
    },
  };
}

/** A notice as the socket sends it. */
const noticeFrame = ({ topic, id }: UserNotice): string => {
  const frame: NoticeFrame = { type: 'notice', topic, ...(id === undefined ? {} : { id }) };
  return JSON.stringify(frame);
};

export type ChatHub = ReturnType<typeof chatHub>;

/** This instance's sockets by chat and by user: every event of the bus goes to the followers of
 * its chat, every notice to the sockets of its users. */
export function chatHub(ctx: AppContext) {
  const followers = followerMap();
  const users = followerMap();
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
  const stopNotices = ctx.chatEvents.subscribeNotices((notice) => {
    const frame = noticeFrame(notice);
    for (const userId of new Set(notice.userIds))
      for (const follower of users.get(userId) ?? []) follower.notify(frame);
  });
  const stopResumes = ctx.chatEvents.onResume(() => {
    for (const follower of followers.all()) follower.resync();
    // Notices of the break are gone: each socket's user reads their consultations again.
    const again = noticeFrame({ userIds: [], topic: 'video-consultations' });
    for (const follower of users.all()) follower.notify(again);
  });
  return {
    framesOf,
    follow: followers.add,
    unfollow: followers.remove,
    followUser: users.add,
    unfollowUser: users.remove,
    close() {
      stopEvents();
      stopNotices();
      stopResumes();
    },
  };
}
