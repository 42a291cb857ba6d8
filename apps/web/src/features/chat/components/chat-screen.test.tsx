import type { Chat, ChatMessage } from '@platform/contracts/chats';
import { HOMEWORK_FILE_MAX_BYTES } from '@platform/domain/homework';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, fakeApi } from '../../../test/fake-api';
import { fakeXhr } from '../../../test/fake-xhr';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { buildChat, buildChatMessage, consultationsStatus, expert } from '../test-fixtures';
import { ChatScreen } from './chat-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

const CHAT_ID = 5;
const base = `/chats/${CHAT_ID}`;

/** A page of messages, newest first, with the pagination headers of the API. */
function page(items: ChatMessage[], current: number, pageCount: number) {
  return jsonResponse(items, {
    headers: {
      'x-pagination-current-page': String(current),
      'x-pagination-page-count': String(pageCount),
      'x-pagination-per-page': '10',
      'x-pagination-total-count': String(pageCount * 10),
    },
  });
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

async function renderChat({
  chat = buildChat({ id: CHAT_ID, title: 'Йога' }),
  messages = (() => page([], 1, 1)) as Handler,
  send = (() => jsonResponse({ message: 'unexpected' }, { status: 501 })) as Handler,
  routes = {} as Record<string, Handler>,
  messageDelay = 15,
}: {
  chat?: Chat;
  messages?: Handler;
  send?: Handler;
  routes?: Record<string, Handler>;
  messageDelay?: number;
} = {}) {
  const api = fakeApi({
    [`GET ${base}`]: () => jsonResponse(chat),
    [`GET ${base}/messages`]: messages,
    [`POST ${base}/messages`]: send,
    [`GET /user-course-streams/${chat.streamId}/status`]: () =>
      jsonResponse(consultationsStatus(chat.streamId, [])),
    'POST /files': () =>
      jsonResponse({
        success: true,
        data: { id: 41, url: '/files/41', type: 2, mime: 'image/png', size: 4, name: 'a.png' },
        errors: {},
      }),
    ...routes,
  });
  const xhr = fakeXhr();
  const client = startedQueryClient({
    user: buildUser(),
    brand: buildBrandConfig({ messageDelay }),
  });
  const view = await renderRoutes([{ path: '/chat/:chatId', element: <ChatScreen /> }], {
    path: `/chat/${CHAT_ID}`,
    client,
  });
  await screen.findByRole('heading', { level: 1, name: chat.title });
  const sent = () =>
    api.calls
      .filter((call) => call.method === 'POST' && call.path === `${base}/messages`)
      .map((call) => JSON.parse(String(call.body)));
  return { ...view, api, xhr, sent, user: userEvent.setup({ applyAccept: false }) };
}

const messageField = () => screen.getByRole('textbox', { name: t('chat.composer.message') });
const sendButton = () => screen.getByRole('button', { name: t('chat.composer.send') });
const picker = () => screen.getByLabelText(t('homework.files.attach'));
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('');
const delayText = (count: number) => t('learning.chatErrors.messageDelay', { count });
const messageList = () => screen.findByRole('list', { name: t('chat.screen.messages') });
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:nth-of-type(2)')?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the chat history', () => {
  it('shows the newest page oldest first, and earlier pages anchored on the newest message', async () => {
    const at = (n: number) => 1_700_000_000 + n * 60;
    const newer = Array.from({ length: 10 }, (_, i) =>
      buildChatMessage({ id: 200 - i, message: `новое ${10 - i}`, created_at: at(20 - i) }),
    );
    const older = [
      buildChatMessage({ id: 150, message: 'раннее 2', created_at: at(2), employee: expert }),
      buildChatMessage({ id: 149, message: 'раннее 1', created_at: at(1) }),
    ];
    const { api, user } = await renderChat({
      messages: ({ url }) =>
        url.searchParams.get('page') === '2' ? page(older, 2, 2) : page(newer, 1, 2),
    });
    const list = await messageList();
    expect(texts(list)).toEqual(Array.from({ length: 10 }, (_, i) => `новое ${i + 1}`));

    await user.click(screen.getByRole('button', { name: t('chat.screen.earlier') }));
    await waitFor(() => expect(texts(list)[0]).toBe('раннее 1'));
    expect(texts(list).slice(0, 3)).toEqual(['раннее 1', 'раннее 2', 'новое 1']);
    const second = api.calls.find((call) => call.url.searchParams.get('page') === '2');
    expect(second?.url.searchParams.get('anchor')).toBe('200');
    expect(screen.queryByRole('button', { name: t('chat.screen.earlier') })).toBeNull();
  });

  it('loads the earlier page when the learner scrolls up to the top of the history', async () => {
    // jsdom lays nothing out: the observer is the browser's report that the top came into view.
    const observed: { report(entries: Partial<IntersectionObserverEntry>[]): void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          observed.push({ report });
        }
        observe() {}
        disconnect() {}
      },
    );
    const newer = Array.from({ length: 10 }, (_, i) =>
      buildChatMessage({ id: 100 - i, message: `новое ${10 - i}` }),
    );
    const older = [buildChatMessage({ id: 50, message: 'раннее 1' })];
    const { api } = await renderChat({
      messages: ({ url }) =>
        url.searchParams.get('page') === '2' ? page(older, 2, 2) : page(newer, 1, 2),
    });
    const list = await messageList();
    expect(api.calls.some((call) => call.url.searchParams.get('page') === '2')).toBe(false);

    act(() => observed.at(-1)?.report([{ isIntersecting: true }]));
    await waitFor(() => expect(texts(list)[0]).toBe('раннее 1'));
  });

  it('says when the chat has no messages yet', async () => {
    await renderChat();
    expect(await screen.findByText(t('chat.screen.empty'))).toBeTruthy();
  });

  it('marks the experts’ messages read up to the newest unread one', async () => {
    const answers = [
      buildChatMessage({ id: 31, employee: expert, is_viewed: false, message: 'Второй' }),
      buildChatMessage({ id: 30, employee: expert, is_viewed: false, message: 'Первый' }),
    ];
    const { api } = await renderChat({
      messages: () => page(answers, 1, 1),
      routes: { [`PUT ${base}/messages/31/viewed`]: () => jsonResponse(answers[0]) },
    });
    await waitFor(() => expect(api.requests()).toContain(`PUT ${base}/messages/31/viewed`));
    expect(api.requests().filter((request) => request.endsWith('/viewed'))).toHaveLength(1);
  });

  it('says the chat is not found when the API answers 404', async () => {
    fakeApi({ [`GET ${base}`]: () => jsonResponse({ message: 'Не найдено' }, { status: 404 }) });
    await renderRoutes([{ path: '/chat/:chatId', element: <ChatScreen /> }], {
      path: `/chat/${CHAT_ID}`,
      client: startedQueryClient({ user: buildUser() }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('chat.screen.notFoundTitle') }),
    ).toBeTruthy();
  });
});

describe('sending', () => {
  it('sends the text with an idempotency key, shows it, then counts the delay down', async () => {
    const { user, sent } = await renderChat({
      send: ({ body }) =>
        jsonResponse(buildChatMessage({ id: 77, message: JSON.parse(String(body)).message })),
    });
    await user.type(messageField(), '  Как дышать?  ');
    await user.click(sendButton());

    expect(await screen.findByText('Как дышать?')).toBeTruthy();
    expect(sent()).toEqual([
      { message: 'Как дышать?', file_ids: [], idempotency_key: expect.any(String) },
    ]);
    expect(messageField()).toHaveProperty('value', '');
    expect(screen.getByText(t('chat.composer.wait', { count: 15 }))).toBeTruthy();

    // Sooner than messageDelay: the spec's text, and nothing is sent.
    await user.type(messageField(), 'Ещё вопрос');
    await user.click(sendButton());
    expect(alertText()).toContain(delayText(15));
    expect(sent()).toHaveLength(1);
  });

  it('waits for the Retry-After of a send the server refused as too soon', async () => {
    const { user, sent } = await renderChat({
      send: () =>
        jsonResponse(
          { success: false, message: delayText(15), code: 'message_delay' },
          { status: 429, headers: { 'retry-after': '7' } },
        ),
    });
    await user.type(messageField(), 'Вопрос');
    await user.click(sendButton());
    expect(await screen.findByText(t('chat.composer.wait', { count: 7 }))).toBeTruthy();
    expect(alertText()).toContain(delayText(15));
    expect(sent()).toHaveLength(1);
  });

  it('says a send failed and retries it with the same key, so it is never stored twice', async () => {
    let fail = true;
    const { user, sent } = await renderChat({
      send: () =>
        fail
          ? jsonResponse({ message: 'Сбой' }, { status: 500 })
          : jsonResponse(buildChatMessage({ id: 78, message: 'Повтор' })),
    });
    await user.type(messageField(), 'Повтор');
    await user.click(sendButton());
    await waitFor(() => expect(alertText()).toContain(t('chat.composer.failed')));
    expect(messageField()).toHaveProperty('value', 'Повтор');

    fail = false;
    await user.click(sendButton());
    expect(await screen.findByText('Повтор', { selector: 'li p' })).toBeTruthy();
    const [first, second] = sent();
    expect(second.idempotency_key).toBe(first.idempotency_key);
  });

  it('requires a message or a file', async () => {
    const { user, sent } = await renderChat();
    await user.type(messageField(), '   ');
    await user.click(sendButton());
    expect(screen.getByText(t('learning.homeworkErrors.messageRequired'))).toBeTruthy();
    expect(messageField().getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toEqual([]);
  });

  it('refuses what is not a photo or video, and a file over the limit, before uploading', async () => {
    const { user, api } = await renderChat();
    await user.upload(picker(), new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }));
    expect(alertText()).toContain(t('learning.homeworkErrors.onlyPhotoOrVideo'));
    const big = new File(['png!'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: HOMEWORK_FILE_MAX_BYTES + 1 });
    await user.upload(picker(), big);
    expect(alertText()).toContain(t('learning.homeworkErrors.tooLarge'));
    expect(api.requests()).not.toContain('POST /files');
  });

  it('shows each upload’s progress, waits for the uploads, then sends the files', async () => {
    let release: (response: Response) => void = () => {};
    const upload = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const { user, xhr, sent } = await renderChat({
      routes: { 'POST /files': () => upload },
      send: () => jsonResponse(buildChatMessage({ id: 79, message: '' })),
    });
    await user.upload(picker(), new File(['png!'], 'a.png', { type: 'image/png' }));
    // Each file's own progress, named after it, while it uploads.
    act(() => xhr.latest().progress(40, 100));
    const bar = screen.getByRole('progressbar', {
      name: t('homework.files.progress', { name: 'a.png' }),
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      t('homework.files.uploading', { count: 1 }),
    );
    await user.click(sendButton());
    expect(alertText()).toContain(t('learning.homeworkErrors.pleaseWaitForUploads'));
    expect(sent()).toEqual([]);

    await act(async () =>
      release(
        jsonResponse({
          success: true,
          data: { id: 41, url: '/files/41', type: 2, mime: 'image/png', size: 4, name: 'a.png' },
          errors: {},
        }),
      ),
    );
    await screen.findByText(t('homework.files.uploaded'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(sendButton());
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ message: '', file_ids: [41] });
  });
});

describe('own messages and the experts’ answers', () => {
  it('edits the learner’s own message', async () => {
    const own = buildChatMessage({ id: 60, message: 'Черновик' });
    const { user, api } = await renderChat({
      messages: () => page([own], 1, 1),
      routes: {
        [`PUT ${base}/messages/60`]: ({ body }) =>
          jsonResponse({
            ...own,
            message: JSON.parse(String(body)).message,
            updated_at: own.updated_at + 5,
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: t('chat.message.edit') }));
    const field = screen.getByRole('textbox', { name: t('chat.message.editLabel') });
    await user.clear(field);
    await user.type(field, 'Исправлено');
    await user.click(screen.getByRole('button', { name: t('chat.message.save') }));
    expect(await screen.findByText('Исправлено')).toBeTruthy();
    expect(screen.getByText(`· ${t('chat.message.edited')}`, { exact: false })).toBeTruthy();
    expect(api.requests()).toContain(`PUT ${base}/messages/60`);
  });

  it('rates an expert’s answer', async () => {
    const answer = buildChatMessage({ id: 61, message: 'Ответ', employee: expert });
    const { user, api } = await renderChat({
      messages: () => page([answer], 1, 1),
      routes: {
        [`PUT ${base}/messages/61/rating`]: ({ body }) =>
          jsonResponse({ ...answer, rating: JSON.parse(String(body)).rating }),
      },
    });
    const rating = await screen.findByRole('group', { name: t('chat.message.rate') });
    await user.click(
      within(rating).getByRole('radio', { name: t('chat.message.stars', { count: 4 }) }),
    );
    await waitFor(() =>
      expect(
        within(rating).getByRole('radio', { name: t('chat.message.stars', { count: 4 }) }),
      ).toHaveProperty('checked', true),
    );
    const call = api.calls.find((item) => item.path === `${base}/messages/61/rating`);
    expect(JSON.parse(String(call?.body))).toEqual({ rating: 4 });
    expect(screen.queryByRole('button', { name: t('chat.message.edit') })).toBeNull();
  });
});

describe('chats that take no messages', () => {
  it('a demo chat says why and offers neither writing, editing nor rating', async () => {
    const messages = [
      buildChatMessage({ message: 'Мой вопрос' }),
      buildChatMessage({ message: 'Ответ', employee: expert }),
    ];
    await renderChat({
      chat: buildChat({ id: CHAT_ID, title: 'Демо', isLocked: true }),
      messages: () => page(messages, 1, 1),
    });
    await messageList();
    expect(screen.getByText(t('learning.chatErrors.locked'))).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: t('chat.message.edit') })).toBeNull();
    expect(screen.queryByRole('group', { name: t('chat.message.rate') })).toBeNull();
  });

  it('a chat whose expert messaging is off says so and has no composer', async () => {
    await renderChat({ chat: buildChat({ id: CHAT_ID, isExpertMessageEnable: false }) });
    expect(screen.getByText(t('learning.chatErrors.messagesDisabled'))).toBeTruthy();
    expect(await screen.findByText(t('chat.list.noMessages'))).toBeTruthy();
    expect(screen.queryByText(t('chat.screen.empty'))).toBeNull();
    expect(screen.queryByRole('button', { name: t('chat.composer.send') })).toBeNull();
  });
});
