import { type ClientFrame, REALTIME_CLOSE, type ServerFrame } from '@platform/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../auth/sessions.repository';
import { liveSession } from '../auth/sessions.service';
import type { ChatScope } from '../chats/chats.repository';
import { chatEventsRepository } from './chat-events.repository';
import type { ChatHub, Follower } from './realtime.hub';

export interface RealtimeSettings {
  /** How long a new socket may take to send its token. */
  authTimeoutMs: number;
  /** The most events replayed to catch a chat up; past it the client reloads the chat. */
  gapLimit: number;
  /** How often a signed-in socket's session is checked again: a sign-out, a password change or
   * a deleted account ends the socket too (4401) within this time. */
  sessionCheckMs: number;
}

const seqOf = z.number().int().nonnegative();
const chatIdOf = z.number().int().positive();
const ClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('auth'),
    token: z.string().min(1).max(512),
    resume: z.record(z.string().regex(/^\d+$/), seqOf).optional(),
  }),
  z.strictObject({ type: z.literal('resume'), chatId: chatIdOf, after: seqOf }),
  z.strictObject({ type: z.literal('ping') }),
]) satisfies z.ZodType<ClientFrame>;

/** Whose chats the user reads: their own, and as an expert or admin those of the learners of
 * the courses assigned to them (as the HTTP calls scope them). */
function scopesOf(user: SignedInUser): ChatScope[] {
  const own: ChatScope = { learnerId: user.id };
  if (!user.isExpert && !user.isAdmin) return [own];
  return [own, { reviewerId: user.id, brandId: user.brandId }];
}

interface Followed {
  learnerId: number;
  /** The last event number sent on this socket. */
  delivered: number;
}

/**
 * One socket's conversation: the token first, then the events of the user's chats in order and
 * without gaps. All work runs one step at a time on the socket's queue, so a live event waits
 * for the catch-up before it and is then sent, skipped (already sent) or makes the socket read
 * the gap from the database.
 */
export function serveConnection(
  socket: WebSocket,
  {
    ctx,
    hub,
    settings,
    log,
  }: {
    ctx: AppContext;
    hub: ChatHub;
    settings: RealtimeSettings;
    log: FastifyBaseLogger;
  },
): void {
  const events = chatEventsRepository(ctx.db);
  const followed = new Map<number, Followed>();
  /** The chats this socket follows on the hub, dropped when it closes. */
  const onHub = new Set<number>();
  let scopes: ChatScope[] | undefined;
  /** The signed-in user, whose notices the socket receives. */
  let userId: number | undefined;
  let authSent = false;
  let queue = Promise.resolve();
  let closed = false;

  const send = (frame: ServerFrame | string) => {
    if (!closed) socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  };
  const close = (code: number, reason: string) => {
    if (!closed) socket.close(code, reason);
    closed = true;
  };
  const enqueue = (step: () => Promise<void>) => {
    queue = queue
      .then(() => (closed ? undefined : step()))
      .catch((error: unknown) => {
        log.error({ err: error }, 'realtime connection failed');
        close(1011, 'server error');
      });
  };

  /** Sends what the chat had since the last event sent, or tells the client to reload it. */
  async function catchUp(chatId: number, chat: Followed) {
    const missed = await events.after(chatId, chat.delivered, settings.gapLimit + 1);
    if (missed.length > settings.gapLimit) {
      const head = (await events.heads([chatId])).get(chatId) ?? 0;
      chat.delivered = head;
      send({ type: 'reload', chatId, seq: head });
      return;
    }
    for (const text of await hub.framesOf(chat.learnerId, missed)) send(text);
    chat.delivered = missed.at(-1)?.seq ?? chat.delivered;
  }

  /** Follows the chat from `after` (else from `head`, the number the client was told):
   * replayed from there, or reloaded when `after` is ahead of the chat (a client of another
   * database). */
  async function follow(
    chatId: number,
    learnerId: number,
    after: number | undefined,
    head: number,
  ) {
    const chat = { learnerId, delivered: Math.min(after ?? head, head) };
    followed.set(chatId, chat);
    if (after !== undefined && after > head) send({ type: 'reload', chatId, seq: head });
    else if (after !== undefined && after < head) await catchUp(chatId, chat);
  }

  const follower: Follower = {
    offer(event, frame) {
      enqueue(async () => {
        const chat = followed.get(event.chatId);
        if (!chat || event.seq <= chat.delivered) return;
        if (event.seq > chat.delivered + 1) return catchUp(event.chatId, chat);
        send(await frame());
        chat.delivered = event.seq;
      });
    },
    notify(frame) {
      // On the queue: after the sign-in's `ready`, in order with the events.
      enqueue(async () => send(frame));
    },
    resync() {
      for (const [chatId, chat] of followed) enqueue(() => catchUp(chatId, chat));
    },
  };

  const followOnHub = (chatId: number) => {
    onHub.add(chatId);
    hub.follow(chatId, follower);
  };

  let sessionTimer: ReturnType<typeof setInterval> | undefined;
  /** Closes the socket of a session that ended. A failed look (the database busy) is no
   * sign-out: the next one decides. */
  async function checkSession(token: string) {
    const live = await liveSession(ctx, token).catch(() => true);
    if (!live) close(REALTIME_CLOSE.unauthorized, 'unauthorized');
  }

  async function signIn(token: string, resume: Record<string, number>) {
    const live = await liveSession(ctx, token);
    if (!live) return close(REALTIME_CLOSE.unauthorized, 'unauthorized');
    // Each socket's own period around the setting, so that sockets opened together (a server
    // restart) do not all look at once.
    const period = settings.sessionCheckMs * (0.75 + Math.random() / 2);
    sessionTimer = setInterval(() => enqueue(() => checkSession(token)), period);
    scopes = scopesOf(live.user);
    userId = live.user.id;
    hub.followUser(userId, follower);
    const chats = await events.chatsIn(scopes);
    // Followed before the heads are read: an event committed after that read is offered.
    for (const { chatId } of chats) followOnHub(chatId);
    const heads = await events.heads(chats.map((chat) => chat.chatId));
    send({
      type: 'ready',
      heads: Object.fromEntries(chats.map(({ chatId }) => [chatId, heads.get(chatId) ?? 0])),
    });
    // From the numbers `ready` named, not newer ones: what came since is offered or caught up.
    for (const { chatId, learnerId } of chats)
      await follow(chatId, learnerId, resume[chatId], heads.get(chatId) ?? 0);
  }

  /** A chat opened after signing in (or one with a gap the client saw). */
  async function resumeChat(chatId: number, after: number) {
    const known = followed.get(chatId);
    if (known) {
      known.delivered = Math.min(known.delivered, after);
      return catchUp(chatId, known);
    }
    const [found] = scopes ? await events.chatsIn(scopes, chatId) : [];
    if (!found) return send({ type: 'unknown-chat', chatId });
    followOnHub(chatId);
    await follow(chatId, found.learnerId, after, (await events.heads([chatId])).get(chatId) ?? 0);
  }

  const authTimer = setTimeout(
    () => close(REALTIME_CLOSE.authTimeout, 'auth timeout'),
    settings.authTimeoutMs,
  );

  socket.on('message', (data, isBinary) => {
    const parsed = isBinary ? undefined : parseFrame(data.toString());
    if (!parsed) return close(REALTIME_CLOSE.badFrame, 'bad frame');
    if (parsed.type === 'ping') return send({ type: 'pong' });
    if (parsed.type === 'auth') {
      clearTimeout(authTimer);
      if (authSent) return close(REALTIME_CLOSE.badFrame, 'signed in already');
      authSent = true;
      return enqueue(() => signIn(parsed.token, parsed.resume ?? {}));
    }
    enqueue(async () => {
      if (!scopes) return close(REALTIME_CLOSE.unauthorized, 'auth first');
      await resumeChat(parsed.chatId, parsed.after);
    });
  });

  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    clearInterval(sessionTimer);
    for (const chatId of onHub) hub.unfollow(chatId, follower);
    if (userId !== undefined) hub.unfollowUser(userId, follower);
  });
}

function parseFrame(text: string): ClientFrame | undefined {
  try {
    const result = ClientFrameSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
