import type { StaffTechQuestion, TechQuestionReply } from '@platform/contracts/support';
import { asWire } from '@platform/contracts/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes, startedQueryClient } from '../../../test/render';
import { StaffQuestionScreen } from './staff-question-screen';
import { StaffSupportScreen } from './staff-support-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

afterEach(() => vi.unstubAllGlobals());

function question(overrides: Partial<StaffTechQuestion>): StaffTechQuestion {
  return asWire<StaffTechQuestion>({
    id: 11,
    support_category_id: 1,
    category: 'Технические проблемы',
    target_id: null,
    message: 'Не открывается видео урока',
    created_at: 1_700_000_000,
    replies_count: 0,
    last_reply_at: null,
    user_id: 3,
    name: 'Анна',
    email: 'anna@example.com',
    ...overrides,
  });
}

const reply = (overrides: Partial<TechQuestionReply>): TechQuestionReply =>
  asWire<TechQuestionReply>({
    id: 90,
    message: 'Обновите приложение',
    author: 'Мария',
    created_at: 1_700_003_600,
    ...overrides,
  });

async function render(path: string, isAdmin = true) {
  return renderRoutes(
    [
      { path: '/staff/support', element: <StaffSupportScreen /> },
      { path: '/staff/support/:questionId', element: <StaffQuestionScreen /> },
    ],
    { path, client: startedQueryClient({ user: buildUser({ isAdmin }) }) },
  );
}

describe('the support requests for staff', () => {
  it('tell anyone but staff what the page is for, asking the API nothing', async () => {
    const api = fakeApi({});
    await render('/staff/support', false);
    await screen.findByRole('heading', { level: 1, name: t('staffSupport.staffOnly.title') });
    expect(api.requests()).toEqual([]);
  });

  it("list the brand's questions in the server order, waiting ones marked", async () => {
    fakeApi({
      'GET /admin/tech-questions': () =>
        jsonResponse([
          question({ id: 11 }),
          question({ id: 12, name: 'Борис', email: null, replies_count: 2, category: null }),
        ]),
    });
    await render('/staff/support');
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/staff/support/11',
      '/staff/support/12',
    ]);
    expect(links[0]?.textContent).toContain('Анна');
    expect(links[0]?.textContent).toContain(t('staffSupport.list.waiting'));
    expect(links[0]?.textContent).toContain('anna@example.com');
    expect(links[1]?.textContent).toContain(t('staffSupport.list.answered', { count: 2 }));
    expect(links[1]?.textContent).toContain(t('staffSupport.noTopic'));
  });

  it('say when there are none', async () => {
    fakeApi({ 'GET /admin/tech-questions': () => jsonResponse([]) });
    await render('/staff/support');
    expect(await screen.findByText(t('staffSupport.list.empty'))).toBeTruthy();
  });
});

describe('a support conversation for staff', () => {
  it('shows the question and replies, needs a text, and sends the reply', async () => {
    let replies = [reply({ id: 90 })];
    const sent: unknown[] = [];
    fakeApi({
      'GET /admin/tech-questions/11': () =>
        jsonResponse({ ...question({ id: 11, replies_count: replies.length }), replies }),
      'POST /admin/tech-questions/11/replies': (call) => {
        sent.push(JSON.parse(String(call.body)));
        const created = reply({ id: 91, message: 'Готово, проверьте', author: 'Ольга' });
        replies = [...replies, created];
        return jsonResponse(created);
      },
    });
    await render('/staff/support/11');
    await screen.findByRole('heading', {
      level: 1,
      name: t('staffSupport.conversation.title', { name: 'Анна' }),
    });
    const messages = screen.getByRole('list');
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Не открывается видео урока'),
      expect.stringContaining('Обновите приложение'),
    ]);

    const send = screen.getByRole('button', { name: t('staffSupport.reply.send') });
    await userEvent.click(send);
    expect(await screen.findByText(t('staffSupport.reply.required'))).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(
      screen.getByLabelText(t('staffSupport.reply.label')),
      '  Готово, проверьте ',
    );
    await userEvent.click(send);
    await screen.findByText(t('staffSupport.reply.sent'));
    expect(sent).toEqual([{ message: 'Готово, проверьте' }]);
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(3));
    expect(
      (screen.getByLabelText(t('staffSupport.reply.label')) as HTMLTextAreaElement).value,
    ).toBe('');
  });

  it('says why a reply failed', async () => {
    fakeApi({
      'GET /admin/tech-questions/11': () => jsonResponse({ ...question({ id: 11 }), replies: [] }),
      'POST /admin/tech-questions/11/replies': () =>
        jsonResponse({ message: 'Сервис недоступен' }, { status: 503 }),
    });
    await render('/staff/support/11');
    expect(await screen.findByText(t('staffSupport.conversation.noReplies'))).toBeTruthy();
    await userEvent.type(screen.getByLabelText(t('staffSupport.reply.label')), 'Ответ');
    await userEvent.click(screen.getByRole('button', { name: t('staffSupport.reply.send') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      t('staffSupport.reply.failed'),
    );
  });

  it("shows the not-found page for another brand's question", async () => {
    fakeApi({
      'GET /admin/tech-questions/12': () => jsonResponse({ message: 'Not found' }, { status: 404 }),
    });
    await render('/staff/support/12');
    await screen.findByRole('heading', {
      level: 1,
      name: t('staffSupport.conversation.notFoundTitle'),
    });
  });
});
