import type {
  Chat,
  ChatList,
  ChatMessage,
  ChatMessageList,
  ChatMessageParams,
  ChatMessagesQuery,
  ChatParams,
  EditChatMessageBody,
  ExpertChatList,
  RateChatMessageBody,
  SendChatMessageBody,
} from '../chats';
import { endpoint } from '../endpoint';

/** The learner's chats with the experts of their streams and, under /expert, the experts'
 * side (signed-in). */
export const chatEndpoints = {
  list: endpoint<{ answer: typeof ChatList }>()({ method: 'GET', path: '/chats' }),
  get: endpoint<{ params: typeof ChatParams; answer: typeof Chat }>()({
    method: 'GET',
    path: '/chats/:id',
  }),
  messages: endpoint<{
    params: typeof ChatParams;
    query: typeof ChatMessagesQuery;
    answer: typeof ChatMessageList;
  }>()({ method: 'GET', path: '/chats/:id/messages' }),
  // A locked chat or one that takes no messages (403); sooner than messageDelay (429).
  send: endpoint<{
    params: typeof ChatParams;
    body: typeof SendChatMessageBody;
    answer: typeof ChatMessage;
  }>()({ method: 'POST', path: '/chats/:id/messages', rules: [403, 429] }),
  // Someone else's message, or a locked chat (403).
  edit: endpoint<{
    params: typeof ChatMessageParams;
    body: typeof EditChatMessageBody;
    answer: typeof ChatMessage;
  }>()({ method: 'PUT', path: '/chats/:id/messages/:msgId', rules: [403] }),
  // The learner's own message (403): only experts' answers are rated.
  rate: endpoint<{
    params: typeof ChatMessageParams;
    body: typeof RateChatMessageBody;
    answer: typeof ChatMessage;
  }>()({ method: 'PUT', path: '/chats/:id/messages/:msgId/rating', rules: [403] }),
  view: endpoint<{ params: typeof ChatMessageParams; answer: typeof ChatMessage }>()({
    method: 'PUT',
    path: '/chats/:id/messages/:msgId/viewed',
  }),
  // The expert subtree admits experts and admins only (403).
  queue: endpoint<{ answer: typeof ExpertChatList }>()({
    method: 'GET',
    path: '/expert/chats',
    rules: [403],
  }),
  expertMessages: endpoint<{
    params: typeof ChatParams;
    query: typeof ChatMessagesQuery;
    answer: typeof ChatMessageList;
  }>()({ method: 'GET', path: '/expert/chats/:id/messages', rules: [403] }),
  // Also a chat whose expert messaging is off (403).
  answer: endpoint<{
    params: typeof ChatParams;
    body: typeof SendChatMessageBody;
    answer: typeof ChatMessage;
  }>()({ method: 'POST', path: '/expert/chats/:id/messages', rules: [403] }),
  expertView: endpoint<{ params: typeof ChatMessageParams; answer: typeof ChatMessage }>()({
    method: 'PUT',
    path: '/expert/chats/:id/messages/:msgId/viewed',
    rules: [403],
  }),
};
