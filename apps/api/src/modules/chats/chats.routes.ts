import {
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
} from '@platform/contracts/chats';
import { chatEndpoints } from '@platform/contracts/endpoints/chats';
import { CHAT_MESSAGES_PAGE_SIZE } from '@platform/domain/constants/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/contract-routes';
import { chatsService } from './chats.service';

type Chats = ReturnType<typeof chatsService>;

/** A chat's messages a page at a time (10 by default), on either side. */
function messagesRoute(
  app: Parameters<typeof route>[0],
  endpoint: typeof chatEndpoints.messages,
  read: Chats['messages'],
) {
  route(
    app,
    endpoint,
    { params: ChatParams, query: ChatMessagesQuery, answer: ChatMessageList },
    async (request, reply) => {
      const { sort, anchor } = request.query;
      const page = await read(request.user, request.params.id, { sort, anchor }, request.page);
      reply.listTotal(page.total);
      return page.messages;
    },
    { perPage: CHAT_MESSAGES_PAGE_SIZE },
  );
}

/** The learner's chats with the experts of their streams (signed-in subtree). */
export const chatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const chats = chatsService(app.ctx);

  route(app, chatEndpoints.list, { answer: ChatList }, (request) => chats.list(request.user));

  route(app, chatEndpoints.get, { params: ChatParams, answer: Chat }, (request) =>
    chats.get(request.user, request.params.id),
  );

  messagesRoute(app, chatEndpoints.messages, chats.messages);

  route(
    app,
    chatEndpoints.send,
    { params: ChatParams, body: SendChatMessageBody, answer: ChatMessage },
    (request) => chats.send(request.user, request.params.id, request.body),
  );

  route(
    app,
    chatEndpoints.edit,
    { params: ChatMessageParams, body: EditChatMessageBody, answer: ChatMessage },
    (request) =>
      chats.edit(request.user, request.params.id, request.params.msgId, request.body.message),
  );

  route(
    app,
    chatEndpoints.rate,
    { params: ChatMessageParams, body: RateChatMessageBody, answer: ChatMessage },
    (request) =>
      chats.rate(request.user, request.params.id, request.params.msgId, request.body.rating),
  );

  route(app, chatEndpoints.view, { params: ChatMessageParams, answer: ChatMessage }, (request) =>
    chats.view(request.user, request.params.id, request.params.msgId),
  );
};

/** The expert's side of the chats of the learners of the courses assigned to the expert;
 * registered under /expert behind reviewersOnly. */
export const expertChatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const chats = chatsService(app.ctx);

  route(app, chatEndpoints.queue, { answer: ExpertChatList }, async (request, reply) => {
    const { chats: queue, total } = await chats.queue(request.user, request.page);
    reply.listTotal(total);
    return queue;
  });

  messagesRoute(app, chatEndpoints.expertMessages, chats.expertMessages);

  route(
    app,
    chatEndpoints.answer,
    { params: ChatParams, body: SendChatMessageBody, answer: ChatMessage },
    (request) => chats.answer(request.user, request.params.id, request.body),
  );

  route(
    app,
    chatEndpoints.expertView,
    { params: ChatMessageParams, answer: ChatMessage },
    (request) => chats.expertView(request.user, request.params.id, request.params.msgId),
  );
};
