import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderDesk } from '../render-desk';
import {
  buildDialogueMessage,
  buildExpertChat,
  buildReviewStatus,
  expertAuthor,
  minutesAgo,
  pageResponse,
} from '../test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const oldest = buildReviewStatus({ updatedAt: minutesAgo(3 * 24 * 60) });
const newer = buildReviewStatus({ updatedAt: minutesAgo(90), scores: 5, user_id: 77 });
/** The chat queue names the learners the homework calls give by id. */
const chatOfLearner = buildExpertChat({ learner: { id: oldest.user_id, name: 'Анна Демо' } });
const photo = {
  id: 9,
  url: '/files/9?sig=abc',
  type: 2 as const,
  mime: 'image/jpeg',
  name: 'pose.jpg',
};
const submission = buildDialogueMessage({
  message: 'Вот моя поза',
  exercise: '12 повторов',
  files: [photo],
  is_viewed: true,
});

function reviewApi(verdict?: 'DONE' | 'FAIL') {
  let reviewed: 'DONE' | 'FAIL' | null = null;
  const comment = buildDialogueMessage({ message: 'Хорошо', employee: expertAuthor });
  const thread = () => ({
    userHomeworkStatus: { ...oldest, status: reviewed ?? 'UPLOADED' },
    messages: reviewed ? [submission, comment] : [submission],
  });
  return fakeApi({
    'GET /expert/chats': () => pageResponse([chatOfLearner], { perPage: 100 }),
    'GET /expert/user-homework': () => pageResponse(reviewed ? [newer] : [oldest, newer]),
    [`GET /expert/user-homework/${oldest.id}`]: () => jsonResponse(thread()),
    [`POST /expert/user-homework/${oldest.id}/review`]: () => {
      reviewed = verdict ?? 'DONE';
      return jsonResponse({
        chatMessage: comment,
        userHomeworkStatus: thread().userHomeworkStatus,
      });
    },
  });
}

describe('the homework review queue', () => {
  it('lists the homework on checking in the server order with how long each waits', async () => {
    const api = reviewApi();
    await renderDesk('/expert?section=reviews');
    const list = await screen.findByRole('list', { name: 'Задания на проверке' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(oldest.homework.title),
      expect.stringContaining(newer.homework.title),
    ]);
    expect(items[0]?.textContent).toContain('На проверке 3 дня');
    expect(items[0]?.textContent).toContain('Анна Демо');
    expect(items[1]?.textContent).toContain('Ученик №77');
    expect(items[1]?.textContent).toContain('На проверке 1 час');
    expect(items[1]?.textContent).toContain('5 баллов');
    expect(
      screen.getByRole('link', { name: 'Домашние задания (2)' }).getAttribute('aria-current'),
    ).toBe('page');
    const query = api.calls.find((call) => call.path === '/expert/user-homework')?.url.searchParams;
    expect(query?.get('status')).toBe('UPLOADED');
  });
});

describe('reviewing homework', () => {
  it('shows the submission with its files and needs a comment', async () => {
    const api = reviewApi();
    await renderDesk(`/expert?section=reviews&id=${oldest.id}`);
    await screen.findByText('Вот моя поза');
    // The submission's author is the learner, by name.
    expect(screen.getAllByText('Анна Демо').length).toBeGreaterThan(1);
    expect(screen.getByText('12 повторов', { exact: false })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'pose.jpg' }).getAttribute('src')).toBe(photo.url);
    expect(screen.getByText(oldest.homework.description)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await screen.findByText('Напишите комментарий');
    expect(api.requests()).not.toContain(`POST /expert/user-homework/${oldest.id}/review`);
  });

  it.each([
    ['Принять', 'DONE', 'Задание принято.'],
    ['Не принимать', 'FAIL', 'Задание не принято: ученик может отправить его ещё раз.'],
  ] as const)(
    '%s sends %s with the comment and shows the outcome',
    async (button, status, outcome) => {
      const api = reviewApi(status);
      await renderDesk(`/expert?section=reviews&id=${oldest.id}`);
      await userEvent.type(await screen.findByLabelText('Комментарий для ученика'), ' Хорошо ');
      await userEvent.click(screen.getByRole('button', { name: button }));
      expect((await screen.findByRole('status')).textContent).toBe(outcome);
      const post = api.calls.find((call) => call.method === 'POST');
      expect(JSON.parse(String(post?.body))).toEqual({ status, comment: 'Хорошо' });
      // The verdict's comment joins the dialogue; the homework leaves the queue.
      expect(screen.getByText('Хорошо')).toBeTruthy();
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Задания на проверке' })).getAllByRole('link'),
        ).toHaveLength(1),
      );
      expect(screen.queryByLabelText('Комментарий для ученика')).toBeNull();
    },
  );

  it('says when the homework is not in the expert’s courses', async () => {
    fakeApi({
      'GET /expert/chats': () => pageResponse([]),
      'GET /expert/user-homework': () => pageResponse([]),
      'GET /expert/user-homework/999': () =>
        jsonResponse(
          { name: 'Not Found', message: 'Not found', code: 'not_found', status: 404 },
          { status: 404 },
        ),
    });
    await renderDesk('/expert?section=reviews&id=999');
    await screen.findByText('Такого задания нет в ваших курсах.');
  });
});
