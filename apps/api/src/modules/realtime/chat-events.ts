import type { ChatEventKind } from '@platform/contracts/realtime';
import type { AppContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import type { ChatEvent, UserNotice } from './chat-event-bus';
import { chatEventsRepository } from './chat-events.repository';

/** What a service knows of an event before it is numbered. */
export interface ChatEventDraft {
  chatId: number;
  learnerId: number;
  kind: ChatEventKind;
  payload: Record<string, unknown>;
}

/** Numbers and stores the event in the caller's transaction (the one of the write it records). */
export async function recordChatEvent(tx: Executor, draft: ChatEventDraft): Promise<ChatEvent> {
  const row = await chatEventsRepository(tx).append(draft.chatId, draft.kind, draft.payload);
  return { ...draft, seq: row.seq };
}

/** Tells every instance, after the commit. A failed publish loses nothing: the event is stored,
 * and the next event of the chat (or a reconnect) makes the sockets read it. */
export async function publishChatEvent(
  ctx: Pick<AppContext, 'chatEvents'>,
  event: ChatEvent | undefined,
): Promise<void> {
  if (!event) return;
  await ctx.chatEvents.publish(event).catch(() => {});
}

/**
 * Runs a write and stores its event in one transaction, then publishes the event. `draftOf`
 * names the event from the write's result, or none when nothing was written. `beforePublish`
 * runs after the commit and before anyone is told (a cache the event's readers read dropped
 * first, so they never read it stale).
 */
export async function writeWithChatEvent<T>(
  ctx: Pick<AppContext, 'db' | 'chatEvents'>,
  write: (tx: Transaction) => Promise<T>,
  draftOf: (result: T) => ChatEventDraft | undefined,
  beforePublish?: (result: T) => Promise<void>,
): Promise<T> {
  let event: ChatEvent | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const written = await write(tx);
    const draft = draftOf(written);
    if (draft) event = await recordChatEvent(tx, draft);
    return written;
  });
  if (event) await beforePublish?.(result);
  await publishChatEvent(ctx, event);
  return result;
}

/** Tells the users' sockets on every instance, after the commit of the change. A failed notice
 * loses nothing the screens need: they read their lists again on every (re)connect. */
export async function notifyUsers(
  ctx: Pick<AppContext, 'chatEvents'>,
  notice: UserNotice,
): Promise<void> {
  await ctx.chatEvents.notify(notice).catch(() => {});
}
