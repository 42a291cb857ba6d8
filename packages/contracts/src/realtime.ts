import type { ChatMessage } from './chats';

/**
 * The chats' WebSocket: JSON frames both ways. The token travels in the first frame, never in
 * the URL, so no access log or proxy log ever holds it. Beside the API's versioned calls, not
 * among them: it is no HTTP call of the contract.
 */
export const REALTIME_PATH = '/spa/realtime';

/** What happened in a chat. `message`, `edit` and `rating` carry the message as it is now;
 * `viewed` says who read up to which message; `consultation` carries what the consultations
 * area published. */
export type ChatEventKind = 'message' | 'edit' | 'rating' | 'viewed' | 'consultation';

/** Per chat, the last event number the client has seen. */
export type ResumePoints = Record<string, number>;

export type ClientFrame =
  /** The first frame: the session token and where each known chat was left. */
  | { type: 'auth'; token: string; resume?: ResumePoints }
  /** Catch up one chat (a gap noticed, or a chat opened after connecting). */
  | { type: 'resume'; chatId: number; after: number }
  | { type: 'ping' };

/** The payload of a `consultation` event: the chat's consultation and the status it now has
 * (open: the expert opened it, close: closed it, rated: the learner rated it). */
export interface ConsultationEventPayload {
  consultationId: number;
  status: 'open' | 'close' | 'rated';
}

/** What a notice is about: the user's video consultations (one booked, moved or changed; as
 * the learner who booked it, or as the expert it is booked with). */
export type NoticeTopic = 'video-consultations';

/**
 * Something of the user's outside the chats changed: read it again. Notices carry no number and
 * are not replayed: every (re)connect ends with `ready`, after which the screens read their lists
 * anyway, so a missed notice costs nothing. `id` names the changed item, when one is known.
 */
export interface NoticeFrame {
  type: 'notice';
  topic: NoticeTopic;
  id?: number;
}

export interface ChatEventFrame {
  type: 'event';
  chatId: number;
  seq: number;
  kind: ChatEventKind;
  payload: Record<string, unknown>;
  /** The message the event is about, as the chat's pages show it now. */
  message?: ChatMessage;
}

export type ServerFrame =
  /** Signed in: the current last event number of each of the user's chats. */
  | { type: 'ready'; heads: ResumePoints }
  | ChatEventFrame
  | NoticeFrame
  /** Too much was missed to replay: read the chat's pages again, then go on from `seq`. */
  | { type: 'reload'; chatId: number; seq: number }
  /** A chat the user may not read (or that does not exist): nothing will come for it. */
  | { type: 'unknown-chat'; chatId: number }
  | { type: 'pong' };

/** Close codes of the socket (4000-4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The token is missing, wrong or expired: reconnecting with it will not help. */
  unauthorized: 4401,
  /** No auth frame in time. */
  authTimeout: 4408,
  /** A frame that is not one of ClientFrame. */
  badFrame: 4400,
} as const;
