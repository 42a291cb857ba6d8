import type { ChatMessage } from '@platform/contracts/chats';
import type { Consultation } from '@platform/contracts/consultations';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connectTestSocket,
  installTestSocket,
  removeTestSocket,
} from '../../../shared/realtime/test-socket';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import {
  buildChat,
  buildChatMessage,
  buildConsultation,
  consultationsStatus,
} from '../test-fixtures';
import { ChatScreen } from './chat-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
/** What the API answers now. */
interface Held {
  messages: ChatMessage[];
  consultations: Consultation[];
}

/** A chat of its own over a socket that is live (the tab's client keeps each chat's numbers
 * from test to test); the API answers what the test holds now. */
async function renderLiveChat(held: Held) {
  const chat = buildChat({ title: 'Йога' });
  const statusPath = `GET /user-course-streams/${chat.streamId}/status`;
  installTestSocket();
  const api = fakeApi({
    [`GET /chats/${chat.id}`]: () => jsonResponse(chat),
    [`GET /chats/${chat.id}/messages`]: () =>
      jsonResponse(held.messages, {
        headers: { 'x-pagination-page-count': '1', 'x-pagination-total-count': '1' },
      }),
    [statusPath]: () => jsonResponse(consultationsStatus(chat.streamId, held.consultations)),
  });
  await renderRoutes([{ path: '/chat/:chatId', element: <ChatScreen /> }], {
    path: `/chat/${chat.id}`,
    client: startedQueryClient({ user: buildUser() }),
  });
  await screen.findByRole('heading', { level: 1, name: chat.title });
  const socket = await connectTestSocket({ [chat.id]: 0 });
  return { api, socket, chat, statusPath };
}

afterEach(removeTestSocket);

describe('a chat over the WebSocket', () => {
  it('shows a consultation the expert opens and closes as its events arrive, without polling', async () => {
    const held: Held = {
      messages: [buildChatMessage({ id: 9, message: 'Вопрос' })],
      consultations: [],
    };
    const { api, socket, chat, statusPath } = await renderLiveChat(held);
    const section = screen.getByRole('region', { name: t('chat.consultations.title') });
    await within(section).findByText(t('chat.consultations.empty'));
    const reads = () => api.requests().filter((request) => request === statusPath).length;
    const before = reads();

    const open = buildConsultation({ id: 70, status: 'open', endMessageId: null, closed_at: null });
    held.consultations = [open];
    socket.receive({
      type: 'event',
      chatId: chat.id,
      seq: 1,
      kind: 'consultation',
      payload: { consultationId: 70, status: 'open' },
    });
    expect(await within(section).findByText(t('chat.consultations.status.open'))).toBeTruthy();
    held.consultations = [buildConsultation({ id: 70, endMessageId: 9 })];
    socket.receive({
      type: 'event',
      chatId: chat.id,
      seq: 2,
      kind: 'consultation',
      payload: { consultationId: 70, status: 'close' },
    });
    expect(
      await within(section).findByRole('group', { name: t('chat.consultations.rate') }),
    ).toBeTruthy();
    // One read per event, and the socket's live: nothing polled in between.
    expect(reads()).toBe(before + 2);
  });

  it('shows an answer as its event arrives', async () => {
    const held: Held = {
      messages: [buildChatMessage({ id: 9, message: 'Вопрос' })],
      consultations: [],
    };
    const { socket, chat } = await renderLiveChat(held);
    await screen.findByText('Вопрос');
    const reply = buildChatMessage({ id: 10, message: 'Ответ эксперта' });
    held.messages = [reply, ...held.messages];
    socket.receive({
      type: 'event',
      chatId: chat.id,
      seq: 1,
      kind: 'message',
      payload: { messageId: 10 },
      message: reply,
    });
    await waitFor(() => expect(screen.getByText('Ответ эксперта')).toBeTruthy());
  });
});
