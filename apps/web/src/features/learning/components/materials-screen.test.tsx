import type { Course } from '@platform/contracts/courses';
import type { Stream } from '@platform/contracts/streams';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routing/paths';
import { jsonResponse } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { buildCourse, buildStream } from '../../../test/learning-fixtures';
import { renderRoutes } from '../../../test/render';
import { MaterialsScreen } from './materials-screen';

const DOCUMENTS: Course['documents'] = [
  { id: 1, title: 'Программа курса', url: 'https://docs.example/program', file: null },
  {
    id: 2,
    title: 'Меню на неделю',
    url: null,
    file: { type: 4, url: 'https://files.example/menu.pdf', fileName: 'menu.pdf' },
  },
];

async function renderMaterials(stream: Partial<Stream>, course: Partial<Course> = {}) {
  const withDocuments = buildCourse({ documents: DOCUMENTS, ...course });
  const subject = buildStream({ ...stream, course: withDocuments });
  const api = fakeApi({
    [`GET /user-course-streams/${subject.id}`]: () => jsonResponse(subject),
    [`GET /courses/${withDocuments.id}`]: () => jsonResponse(withDocuments),
  });
  await renderRoutes([{ path: paths.materials.pattern, element: <MaterialsScreen /> }], {
    path: paths.materials.href({ streamId: subject.id }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Материалы курса' });
  return api;
}

const documentTitles = () =>
  screen.queryAllByRole('listitem').map((item) => item.firstElementChild?.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('course materials', () => {
  it('opens a url through the document route and downloads a file by its name', async () => {
    const api = await renderMaterials({});
    const [program, menu] = screen.getAllByRole('listitem');
    expect(
      within(program as HTMLElement)
        .getByRole('link', { name: 'Открыть' })
        .getAttribute('href'),
    ).toBe(paths.document.href({ url: 'https://docs.example/program' }));
    const download = within(menu as HTMLElement).getByRole('link', { name: 'Скачать menu.pdf' });
    expect(download.getAttribute('href')).toBe('https://files.example/menu.pdf');
    expect(download.getAttribute('download')).toBe('menu.pdf');
    const courseCall = api.calls.find((call) => call.path.startsWith('/courses/'));
    expect(courseCall?.url.searchParams.get('expand')).toBe('documents,demoVideo');
  });

  it('hides the documents of a demo stream when the course keeps them from the demo', async () => {
    await renderMaterials(
      { isDemo: true, courseFullAccess: false },
      { isDemoDocumentsAccessible: false },
    );
    expect(screen.getByText('Материалы курса недоступны в демо-версии.')).toBeTruthy();
    expect(documentTitles()).toEqual([]);
  });

  it('shows them to a demo stream when the course allows it', async () => {
    await renderMaterials(
      { isDemo: true, courseFullAccess: false },
      { isDemoDocumentsAccessible: true },
    );
    expect(documentTitles()).toEqual(['Программа курса', 'Меню на неделю']);
  });

  it('shows them to a demo stream with full access whatever the course says', async () => {
    await renderMaterials(
      { isDemo: true, courseFullAccess: true },
      { isDemoDocumentsAccessible: false },
    );
    expect(documentTitles()).toEqual(['Программа курса', 'Меню на неделю']);
  });

  it('says when there is nothing', async () => {
    await renderMaterials({}, { documents: [] });
    expect(screen.getByText('У этого курса пока нет материалов.')).toBeTruthy();
  });

  it('says why a stopped stream has no materials and leads to a subscription', async () => {
    await renderMaterials({ status: 'stopped', isOptionalPurchase: true }, { documents: [] });
    const notice = screen.getByRole('region', { name: 'Занятия сейчас недоступны' });
    expect(
      within(notice).getByRole('link', { name: 'Продлить подписку' }).getAttribute('href'),
    ).toBe(paths.subscriptions.href());
    expect(screen.queryByText('У этого курса пока нет материалов.')).toBeNull();
  });
});
