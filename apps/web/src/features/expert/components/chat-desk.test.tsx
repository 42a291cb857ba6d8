import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderDesk } from '../render-desk';
import {
  buildChatMessage,
  buildExpertChat,
  expertAuthor,
  minutesAgo,
  pageResponse,
} from '../test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const question = buildChatMessage({
  message: 'Можно заниматься вечером?',
  created_at: minutesAgo(45),
});
const longWait = buildExpertChat({
  learner: { id: 1, name: 'Борис' },
  waitingSince: minutesAgo(26 * 60),
  unreadCount: 3,
  lastMessage: buildChatMessage({ message: 'Спина болит' }),
});
const shortWait = buildExpertChat({
  learner: { id: 2, name: 'Анна' },
  waitingSince: minutesAgo(45),
  unreadCount: 1,
  lastMessage: question,
});
const answered = buildExpertChat({
  learner: { id: 3, name: 'Вера' },
  lastMessage: buildChatMessage({ employee: expertAuthor, message: 'Добро пожаловать' }),
});
const empty = buildExpertChat({ learner: { id: 4, name: 'Глеб' } });
const queue = [longWait, shortWait, answered, empty];

describe('the chat queue', () => {
  it('keeps the server order, waiting the longest first, with the waiting time and unread marks', async () => {
    fakeApi({
      'GET /expert/chats': () => pageResponse(queue, { perPage: 100 }),
      'GET /expert/user-homework': () => pageResponse([]),
    });
    await renderDesk('/expert');
    const list = await screen.findByRole('list', { name: 'Чаты учеников' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Борис',
      'Анна',
      'Вера',
      'Глеб',
    ]);
    expect(items[0]?.textContent).toContain('Ждёт ответа 1 день');
    expect(items[0]?.textContent).toContain('3 непрочитанных');
    expect(items[1]?.textContent).toContain('Ждёт ответа 45 минут');
    expect(items[1]?.textContent).toContain('1 непрочитанное');
    expect(items[2]?.textContent).toContain('Ответ дан');
    expect(items[3]?.textContent).toContain('Сообщений нет');
    // Opening a chat from the queue takes the focus to it.
    await userEvent.click(items[2] as HTMLElement);
    await screen.findByRole('heading', { name: 'Вера' });
    expect(document.activeElement?.contains(screen.getByRole('heading', { name: 'Вера' }))).toBe(
      true,
    );
    // Two chats wait for an answer.
    expect(screen.getByRole('link', { name: 'Чаты (2)' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('an opened chat', () => {
  const older = buildChatMessage({
    message: 'Первый вопрос',
    is_viewed: true,
    created_at: minutesAgo(300),
  });
  const reply = buildChatMessage({
    message: 'Отвечаю',
    employee: expertAuthor,
    is_viewed: true,
    created_at: minutesAgo(200),
  });

  function chatApi(answer?: () => Response) {
    let answered = false;
    const sent = buildChatMessage({ message: 'Да, можно', employee: expertAuthor });
    const api = fakeApi({
      'GET /expert/chats': () => pageResponse(queue, { perPage: 100 }),
      'GET /expert/user-homework': () => pageResponse([]),
      [`GET /expert/chats/${shortWait.id}/messages`]: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageResponse([older], { page: 2, pageCount: 2 })
          : pageResponse(answered ? [sent, question, reply] : [question, reply], { pageCount: 2 }),
      [`PUT /expert/chats/${shortWait.id}/messages/${question.id}/viewed`]: () =>
        jsonResponse({ ...question, is_viewed: true }),
      [`POST /expert/chats/${shortWait.id}/messages`]: () => {
        answered = true;
        return answer?.() ?? jsonResponse(sent);
      },
      [`GET /expert/chats/${shortWait.id}/consultations`]: () =>
        jsonResponse({ consultations: [], allowance: null }),
    });
    return api;
  }

  it('shows the messages oldest first, earlier pages on demand, and marks the question read', async () => {
    const api = chatApi();
    await renderDesk(`/expert?id=${shortWait.id}`);
    const messages = await screen.findByRole('list', { name: 'Сообщения' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Отвечаю'),
      expect.stringContaining('Можно заниматься вечером?'),
    ]);
    expect(within(messages).getAllByRole('listitem')[1]?.textContent).toContain('новое');
    expect(within(messages).getAllByRole('listitem')[0]?.textContent).toContain('Елена, эксперт');
    // The expert's own answers say whether the learner has read them.
    expect(within(messages).getAllByRole('listitem')[0]?.textContent).toContain('Ученик прочитал');
    await waitFor(() =>
      expect(api.requests()).toContain(
        `PUT /expert/chats/${shortWait.id}/messages/${question.id}/viewed`,
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    expect(within(messages).getAllByRole('listitem')[0]?.textContent).toContain('Первый вопрос');
    const second = api.calls.find((call) => call.url.searchParams.get('page') === '2');
    // The later page is anchored at the newest message of the first one.
    expect(second?.url.searchParams.get('anchor')).toBe(String(question.id));
    expect(screen.queryByRole('button', { name: 'Показать более ранние' })).toBeNull();
  });

  it('answers in text, once per answer, and asks for a message when there is none', async () => {
    const api = chatApi();
    await renderDesk(`/expert?id=${shortWait.id}`);
    const field = await screen.findByLabelText('Ваш ответ');
    await userEvent.click(screen.getByRole('button', { name: 'Ответить' }));
    await screen.findByText('Напишите сообщение');
    expect(api.requests()).not.toContain(`POST /expert/chats/${shortWait.id}/messages`);

    await userEvent.type(field, '  Да, можно ');
    await userEvent.click(screen.getByRole('button', { name: 'Ответить' }));
    await screen.findByText('Да, можно');
    const post = api.calls.find((call) => call.method === 'POST');
    const body = JSON.parse(String(post?.body));
    expect(body).toEqual({ message: 'Да, можно', idempotency_key: expect.any(String) });
    expect((field as HTMLTextAreaElement).value).toBe('');
    // The next answer is another message, under a key of its own.
    await userEvent.type(field, 'И ещё');
    await userEvent.click(screen.getByRole('button', { name: 'Ответить' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const next = JSON.parse(String(api.calls.filter((call) => call.method === 'POST')[1]?.body));
    expect(next.idempotency_key).not.toBe(body.idempotency_key);
  });

  it('says why an answer was refused', async () => {
    chatApi(() =>
      jsonResponse(
        { name: 'Forbidden', message: 'Сообщения в этот чат отключены', code: 'x', status: 403 },
        { status: 403 },
      ),
    );
    await renderDesk(`/expert?id=${shortWait.id}`);
    await userEvent.type(await screen.findByLabelText('Ваш ответ'), 'Ответ');
    await userEvent.click(screen.getByRole('button', { name: 'Ответить' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Сообщения в этот чат отключены',
    );
  });

  it('offers no answer where the chat takes no messages', async () => {
    const closed = buildExpertChat({ isExpertMessageEnable: false });
    fakeApi({
      'GET /expert/chats': () => pageResponse([closed], { perPage: 100 }),
      'GET /expert/user-homework': () => pageResponse([]),
      [`GET /expert/chats/${closed.id}/messages`]: () => pageResponse([]),
    });
    await renderDesk(`/expert?id=${closed.id}`);
    await screen.findByText('Этот чат сейчас не принимает сообщения.');
    expect(screen.queryByLabelText('Ваш ответ')).toBeNull();
  });
});
