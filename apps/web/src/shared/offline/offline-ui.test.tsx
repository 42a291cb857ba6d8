import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { renderInRouter } from '../../test/render';
import { DownloadButton } from './download-button';
import { saveRecord } from './download-store';
import { downloads } from './downloads-state';
import { fakeCaches } from './fake-caches';
import { OfflineSync } from './offline-sync';
import { statOutbox } from './stat-outbox';

const lesson = {
  courseId: 5,
  lessonId: 40,
  title: 'Разминка',
  streamId: 9,
  dayNumber: 2,
  video: { id: 7, url: '/media/g/v/7.mp4', preview: null },
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => downloads.forget());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('download button', () => {
  it('downloads the lesson and then says it is on the device', async () => {
    fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'HEAD'
          ? new Response(null, { headers: { 'content-length': '5' } })
          : new Response('12345'),
      ),
    );
    await renderInRouter(<DownloadButton lesson={lesson} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать урок' }));
    expect(await screen.findByText('Скачано на устройство')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Загрузки' }).getAttribute('href')).toBe(
      '/user/downloads',
    );
  });

  it('a download that ran out of space says code 10 and offers it again', async () => {
    fakeCaches();
    await saveRecord({
      ...lesson,
      videoId: 7,
      status: 'fail',
      files: [],
      bytes: 0,
      savedAt: 1,
      failure: { code: 10, messageKey: 'downloads.notEnoughStorage' },
    });
    await renderInRouter(<DownloadButton lesson={lesson} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Недостаточно места на устройстве (код 10)',
    );
    expect(screen.getByRole('button', { name: 'Скачать снова' })).toBeTruthy();
  });
});

describe('offline notice and queued statistics', () => {
  it('says "No internet" while offline and sends the queued statistics once back online', async () => {
    const api = fakeApi({
      'POST /save-lesson-stat': () =>
        jsonResponse({ lessonSetLessonId: 30, dayStatusId: 11, viewedSeconds: 25, playCount: 1 }),
    });
    setOnline(false);
    statOutbox.add({
      stage_day_id: 2,
      user_course_stream_id: 1,
      stage_day_lesson_set_lesson_id: 30,
      viewed_seconds: 25,
      play_count: 1,
      day_status: 11,
    });
    await renderInRouter(<OfflineSync />);
    expect(screen.getByRole('status').textContent).toContain('Нет интернета');
    expect(api.calls).toHaveLength(0);

    act(() => setOnline(true));
    await waitFor(() => expect(statOutbox.pending()).toEqual([]));
    expect(api.requests()).toEqual(['POST /save-lesson-stat']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
