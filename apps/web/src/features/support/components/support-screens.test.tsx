import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../shared/i18n/format-date';
import { paths } from '../../../shared/routing/paths';
import { buildBrandConfig, buildUser, jsonResponse } from '../../../test/factories';
import { type ApiCall, errorBody, fakeApi } from '../../../test/fake-api';
import { buildCourse, buildStream } from '../../../test/learning-fixtures';
import { Landing, renderRoutes, startedQueryClient } from '../../../test/render';
import { buildQuestion, buildReply } from '../test-fixtures';
import { SupportCategoryScreen } from './support-category-screen';
import { SupportScreen } from './support-screen';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

const categories = [
  { id: 1, sort: 1, title: 'Технические проблемы' },
  { id: 3, sort: 2, title: 'Вопрос по домашнему заданию' },
  { id: 4, sort: 3, title: 'Продлить курс' },
];
const yoga = buildStream({ course: buildCourse({ title: 'Йога для начинающих' }) });
const face = buildStream({ course: buildCourse({ title: 'Фейсфитнес' }) });
const brand = buildBrandConfig({
  passHomeworkSupportCategoryId: 3,
  renewCourseSupportCategoryId: 4,
  renewConsultationSupportCategoryId: 6,
});
const sent = () => jsonResponse({ success: true, errors: {}, data: { id: 77 } });
const bodyOf = (call: ApiCall | undefined) => JSON.parse(String(call?.body));

async function renderSupport(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /support-category': () => jsonResponse(categories),
    'GET /user-course-streams': () => jsonResponse([yoga, face]),
    'GET /tech-questions': () => jsonResponse([]),
    ...routes,
  });
  const view = await renderRoutes(
    [
      { path: paths.support.pattern, element: <SupportScreen /> },
      { path: paths.supportCategory.pattern, element: <SupportCategoryScreen /> },
      { path: paths.supportStream.pattern, element: <SupportCategoryScreen /> },
      { path: '*', element: <Landing name="elsewhere" /> },
    ],
    { path, client: startedQueryClient({ user: buildUser({ name: 'Анна' }), brand }) },
  );
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('/support', () => {
  it('lists the topics by id, each leading to its form', async () => {
    const { api } = await renderSupport('/support');
    const topics = await screen.findByRole('region', { name: t('support.centre.topics') });
    const links = await within(topics).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      categories.map((category) => [category.title, `/support/${category.id}`]),
    );
    const call = api.calls.find(({ path }) => path === '/support-category');
    expect(call?.url.searchParams.get('sort')).toBe('id');
  });

  it("shows the learner's questions, answered or waiting, and opens one into support's replies", async () => {
    const answered = buildQuestion({
      category: 'Вопрос по домашнему заданию',
      message: 'Видео не загружается',
      replies_count: 2,
      last_reply_at: 1_700_003_600,
    });
    const waiting = buildQuestion({ category: null, message: 'Как сменить почту?' });
    const replies = [buildReply({ message: 'Попробуйте по Wi-Fi.' }), buildReply({ author: null })];
    const { api } = await renderSupport('/support', {
      'GET /tech-questions': () => jsonResponse([waiting, answered]),
      [`GET /tech-questions/${answered.id}`]: () => jsonResponse({ ...answered, replies }),
    });
    const mine = await screen.findByRole('region', { name: t('support.questions.title') });
    const items = await within(mine).findAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText(t('support.questions.noTopic'))).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(t('support.questions.waiting'))).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2 ответа')).toBeTruthy();

    const open = within(items[1] as HTMLElement).getByRole('button', {
      name: t('support.questions.show'),
    });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const item = within(items[1] as HTMLElement);
    expect(await item.findByText('Попробуйте по Wi-Fi.')).toBeTruthy();
    expect(item.getByText(t('support.questions.staff', { name: 'Мария' }))).toBeTruthy();
    expect(item.getByText(t('support.questions.support'))).toBeTruthy();
    expect(api.requests()).toContain(`GET /tech-questions/${answered.id}`);
    expect(api.requests()).not.toContain(`GET /tech-questions/${waiting.id}`);

    await userEvent.click(screen.getByRole('button', { name: t('support.questions.hide') }));
    expect(screen.queryByText('Попробуйте по Wi-Fi.')).toBeNull();
  });

  it('says so when there are no questions yet, and offers a retry when they fail to load', async () => {
    let fail = true;
    await renderSupport('/support', {
      'GET /tech-questions': () =>
        fail ? jsonResponse({ message: 'Down' }, { status: 500 }) : jsonResponse([]),
    });
    const retry = await screen.findByRole('button', { name: t('common.actions.retry') });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(t('support.questions.empty'))).toBeTruthy();
  });
});

describe('/support/{categoryId}', () => {
  it('a general topic: the form with the first name filled in sends the question', async () => {
    const { api } = await renderSupport('/support/1', {
      'POST /tech-questions': sent,
    });
    await screen.findByRole('heading', { level: 1, name: 'Технические проблемы' });
    expect((screen.getByLabelText(t('support.form.name')) as HTMLInputElement).value).toBe('Анна');
    const send = screen.getByRole('button', { name: t('support.form.send') });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText(t('support.form.message')), 'Не открывается видео');
    await userEvent.click(send);
    expect(await screen.findByText(t('support.category.sentTitle'))).toBeTruthy();
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    const call = api.calls.find((item) => item.method === 'POST');
    expect(bodyOf(call)).toEqual({
      support_category_id: 1,
      target_id: null,
      name: 'Анна',
      message: 'Не открывается видео',
    });
    expect(api.requests()).not.toContain('GET /user-course-streams');
  });

  it('a failed send stays in the form with the errorTryLoadData text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSupport('/support/1', {
      'POST /tech-questions': () => jsonResponse(errorBody({}), { status: 500 }),
    });
    await userEvent.type(await screen.findByLabelText(t('support.form.message')), 'Помогите');
    await userEvent.click(screen.getByRole('button', { name: t('support.form.send') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('support.form.errorTryLoadData'));
  });

  it("the brand's homework topic first asks which course, linking to the stream's form", async () => {
    await renderSupport('/support/3');
    const choice = await screen.findByRole('region', { name: t('support.category.chooseStream') });
    const links = within(choice).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/support/3/${yoga.id}`,
      `/support/3/${face.id}`,
    ]);
    // Each by its course and dates: a course taken twice reads apart.
    expect(links[0]?.textContent).toContain('Йога для начинающих');
    expect(links[1]?.textContent).toContain(
      t('support.category.streamDates', {
        start: formatDate(face.startDate, 'ru'),
        end: formatDate(face.endDate, 'ru'),
      }),
    );
  });

  it('an unknown topic is not found', async () => {
    await renderSupport('/support/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('support.category.notFoundTitle') }),
    ).toBeTruthy();
  });
});

describe('/support/{categoryId}/{streamId}', () => {
  it('the form about a preset stream sends it as target_id', async () => {
    const { api } = await renderSupport(`/support/3/${face.id}`, { 'POST /tech-questions': sent });
    expect(
      await screen.findByText(t('support.category.aboutStream', { title: 'Фейсфитнес' })),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: t('support.category.changeStream') }).getAttribute('href'),
    ).toBe('/support/3');
    await userEvent.type(screen.getByLabelText(t('support.form.message')), 'Проверьте задание');
    await userEvent.click(screen.getByRole('button', { name: t('support.form.send') }));
    await screen.findByText(t('support.category.sentTitle'));
    expect(bodyOf(api.calls.find((item) => item.method === 'POST'))).toMatchObject({
      support_category_id: 3,
      target_id: face.id,
    });
  });

  it('a renewal is one tap: POST /tech-questions/auto with the stream and the name', async () => {
    const { api } = await renderSupport(`/support/4/${yoga.id}`, {
      'POST /tech-questions/auto': sent,
    });
    expect(await screen.findByText(t('support.category.oneTap.renewCourse'))).toBeTruthy();
    expect(screen.queryByLabelText(t('support.form.message'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('support.form.send') }));
    await screen.findByText(t('support.category.sentTitle'));
    const call = api.calls.find((item) => item.method === 'POST');
    expect(call?.path).toBe('/tech-questions/auto');
    expect(bodyOf(call)).toEqual({ support_category_id: 4, target_id: yoga.id, name: 'Анна' });
  });

  it('a stream that is not the learner’s is not found', async () => {
    await renderSupport('/support/3/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('support.category.notFoundTitle') }),
    ).toBeTruthy();
  });
});
