import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DownloadRecord, fileKey, saveRecord } from '../../../shared/offline/download-store';
import { downloads } from '../../../shared/offline/downloads-state';
import { fakeCaches } from '../../../shared/offline/fake-caches';
import { renderRoutes } from '../../../test/render';
import { DownloadsScreen } from './downloads-screen';

function record(overrides: Partial<DownloadRecord> = {}): DownloadRecord {
  return {
    courseId: 5,
    lessonId: 40,
    videoId: 7,
    title: 'Разминка для лица',
    streamId: 9,
    dayNumber: 2,
    status: 'loaded',
    files: [{ key: fileKey(5, '7.mp4'), kind: 'video', bytes: 12_400_000 }],
    bytes: 12_400_000,
    savedAt: 1_700_000_000_000,
    failure: null,
    ...overrides,
  };
}

async function store(item: DownloadRecord) {
  await saveRecord(item);
  const cache = await caches.open(`downloads:/courses/${item.courseId}`);
  for (const file of item.files) await cache.put(file.key, new Response('video'));
}

const show = () =>
  renderRoutes([{ path: '/user/downloads', element: <DownloadsScreen /> }], {
    path: '/user/downloads',
  });

beforeEach(() => downloads.forget());
afterEach(() => vi.unstubAllGlobals());

describe('downloads screen', () => {
  it('lists each stored lesson with its day, status and size, linking to its day', async () => {
    fakeCaches();
    await store(record());
    await store(
      record({
        lessonId: 41,
        videoId: 8,
        title: 'Шея',
        savedAt: 1_800_000_000_000,
        files: [],
        bytes: 0,
        status: 'fail',
        failure: { code: 10, messageKey: 'downloads.notEnoughStorage' },
      }),
    );
    await show();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Newest first.
    expect(
      within(items[0] as HTMLElement).getByText('Недостаточно места на устройстве (код 10)'),
    ).toBeTruthy();
    const first = within(items[1] as HTMLElement);
    expect(first.getByRole('link', { name: 'Разминка для лица' }).getAttribute('href')).toBe(
      '/course/9/calendar/2',
    );
    expect(first.getByText(/День 2 · Скачано на устройство · 12\sМБ/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /На устройстве: 12\sМБ/ })).toBeTruthy();
  });

  it('deletes a download: its files and record leave the device', async () => {
    const { contents } = fakeCaches();
    await store(record());
    await show();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Удалить «Разминка для лица» с устройства' }),
    );

    await screen.findByText(/Пока ничего не скачано/);
    expect(contents()).toEqual({});
  });

  it('says so when nothing is stored, and shows the quota in use', async () => {
    fakeCaches();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        storage: { estimate: async () => ({ quota: 2_000_000_000, usage: 5_000_000 }) },
      }),
    );
    await show();
    expect(await screen.findByText(/Пока ничего не скачано/)).toBeTruthy();
    expect(await screen.findByText(/^Сайт использует 5\sМБ из доступных 2\sГБ\.$/)).toBeTruthy();
  });

  it('a download cut short (left loading by a closed tab) shows as not downloaded', async () => {
    fakeCaches();
    await store(record({ status: 'loading', files: [], bytes: 0 }));
    await show();
    expect(await screen.findByText(/День 2 · Не скачано/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Удалить/ }).hasAttribute('disabled')).toBe(false);
  });

  it('in a browser without Cache Storage says it cannot keep lessons', async () => {
    vi.stubGlobal('caches', undefined);
    await show();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Этот браузер не умеет сохранять уроки для просмотра без интернета.',
      ),
    );
  });
});
