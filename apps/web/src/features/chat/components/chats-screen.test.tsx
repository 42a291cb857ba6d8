import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { buildChat, buildChatMessage, expert } from '../test-fixtures';
import { ChatsScreen } from './chats-screen';

async function renderChats(answer: () => Response) {
  const api = fakeApi({ 'GET /chats': answer });
  await renderRoutes([{ path: '/chat', element: <ChatsScreen /> }], {
    path: '/chat',
    client: startedQueryClient({ user: buildUser() }),
  });
  return api;
}

describe('the chat list', () => {
  it('shows each chat in the order the API gives: title, status, last message, unread count', async () => {
    const answered = buildChat({
      id: 7,
      title: 'Йога для начинающих',
      unreadCount: 2,
      lastMessage: buildChatMessage({ message: 'Держите спину прямо', employee: expert }),
    });
    const own = buildChat({
      id: 8,
      title: 'Растяжка',
      streamStatus: 'freeze',
      lastMessage: buildChatMessage({ message: 'Можно вопрос?' }),
    });
    const photo = { id: 3, url: '/f/3', type: 2 as const, mime: 'image/png', name: 'a.png' };
    const filesOnly = buildChat({
      id: 9,
      title: 'Медитация',
      streamStatus: 'ended',
      lastMessage: buildChatMessage({ message: '', files: [photo, { ...photo, id: 4 }] }),
    });
    const locked = buildChat({ id: 10, title: 'Демо', isLocked: true });
    await renderChats(() => jsonResponse([answered, own, filesOnly, locked]));

    const links = within(await screen.findByRole('list', { name: 'Чаты' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/chat/7',
      '/chat/8',
      '/chat/9',
      '/chat/10',
    ]);
    expect(
      screen.getByRole('link', {
        name: /^Йога для начинающих .+ Курс идёт Держите спину прямо 2 непрочитанных сообщения$/,
      }),
    ).toBe(links[0]);
    expect(links[1]?.textContent).toContain('Курс заморожен');
    expect(links[1]?.textContent).toContain('Вы: Можно вопрос?');
    expect(links[1]?.textContent).not.toContain('непрочитан');
    expect(links[2]?.textContent).toContain('Курс завершён');
    expect(links[2]?.textContent).toContain('Вы: 2 вложения');
    expect(links[3]?.textContent).toContain('Недоступно в демоверсии');
    expect(links[3]?.textContent).toContain('Сообщений пока нет');
  });

  it('says when there are no chats', async () => {
    await renderChats(() => jsonResponse([]));
    await screen.findByText(/Чатов пока нет/);
    screen.getByRole('heading', { level: 1, name: 'Чаты' });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows loading, then why loading failed with a retry', async () => {
    let fail = true;
    const api = await renderChats(() =>
      fail
        ? jsonResponse({ message: 'Сервер недоступен' }, { status: 500 })
        : jsonResponse([buildChat({ title: 'Пилатес' })]),
    );
    screen.getByRole('status');
    expect((await screen.findByRole('alert')).textContent).toBe('Сервер недоступен');
    fail = false;
    screen.getByRole('button', { name: 'Повторить' }).click();
    await screen.findByRole('link', { name: /Пилатес/ });
    expect(api.requests()).toEqual(['GET /chats', 'GET /chats']);
  });
});
