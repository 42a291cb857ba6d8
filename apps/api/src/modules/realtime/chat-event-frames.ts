import type { ChatEventFrame } from '@platform/contracts/realtime';
import type { AppContext } from '../../context';
import { chatsService } from '../chats/chats.service';

/** The kinds whose payload names a message that the frame carries as it is now. */
const ABOUT_A_MESSAGE = new Set<string>(['message', 'edit', 'rating']);

export interface StoredEvent {
  chatId: number;
  seq: number;
  kind: string;
  payload: Record<string, unknown>;
}

const messageIdOf = (event: StoredEvent): number | undefined =>
  ABOUT_A_MESSAGE.has(event.kind) && typeof event.payload.messageId === 'number'
    ? event.payload.messageId
    : undefined;

/** Events of one learner's chat on the wire, their messages read in one go (so a replayed event
 * shows the message as edited since, with fresh file links). */
export function chatEventFrames(ctx: AppContext) {
  const chats = chatsService(ctx);
  return async (learnerId: number, events: readonly StoredEvent[]): Promise<string[]> => {
    const ids = events.flatMap((event) => messageIdOf(event) ?? []);
    const messages = new Map(
      (await chats.messagesOfLearner(learnerId, ids)).map((message) => [message.id, message]),
    );
    return events.map((event) => {
      const id = messageIdOf(event);
      const frame: ChatEventFrame = {
        type: 'event',
        chatId: event.chatId,
        seq: event.seq,
        kind: event.kind as ChatEventFrame['kind'],
        payload: event.payload,
        ...(id !== undefined && messages.has(id) ? { message: messages.get(id) } : {}),
      };
      return JSON.stringify(frame);
    });
  };
}
