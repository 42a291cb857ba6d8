import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from './download-store';
import { fakeCaches } from './fake-caches';
import { downloadLesson, type LessonToDownload } from './lesson-download';

const VIDEO = new Uint8Array(3000).fill(7);
const IMAGE = new Uint8Array(500).fill(1);

const lesson: LessonToDownload = {
  courseId: 5,
  lessonId: 40,
  title: 'Разминка',
  streamId: 9,
  dayNumber: 2,
  video: { id: 7, url: '/media/g/v/7.mp4', preview: '/media/g/v/7.jpg' },
};

/** A media server: HEAD says each file's length (or `lengths` overrides it), GET sends it. */
function mediaServer(lengths: Record<string, number> = {}) {
  const files: Record<string, Uint8Array<ArrayBuffer>> = {
    '/media/g/v/7.mp4': VIDEO,
    '/media/g/v/7.jpg': IMAGE,
  };
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const file = files[path];
    if (!file) return new Response(null, { status: 404 });
    const length = String(lengths[path] ?? file.byteLength);
    if (init?.method === 'HEAD')
      return new Response(null, { headers: { 'content-length': length } });
    return new Response(file, { headers: { 'content-type': 'video/mp4' } });
  });
}

function run(deps: { fetcher: typeof fetch; estimate?: () => Promise<StorageEstimate | null> }) {
  const changes: { status: DownloadRecord['status']; progress: number | null }[] = [];
  const report = vi.fn();
  const result = downloadLesson(lesson, {
    onChange: (record, progress) => changes.push({ status: record.status, progress }),
    report,
    estimate: async () => null,
    ...deps,
  });
  return { result, changes, report };
}

afterEach(() => vi.unstubAllGlobals());

describe('downloading a lesson', () => {
  it('goes pending → loading with progress → loaded, keeping the files under the course', async () => {
    const { contents } = fakeCaches();
    const { result, changes, report } = run({ fetcher: mediaServer() });
    const record = await result;

    expect(record.status).toBe('loaded');
    expect(record.bytes).toBe(3500);
    expect(record.files).toEqual([
      expect.objectContaining({ kind: 'video', bytes: 3000 }),
      expect.objectContaining({ kind: 'image', bytes: 500 }),
    ]);
    expect(changes[0]).toEqual({ status: 'pending', progress: null });
    expect(changes[1]).toEqual({ status: 'loading', progress: 0 });
    expect(changes.at(-1)).toEqual({ status: 'loaded', progress: 100 });
    const progress = changes
      .filter((change) => change.status === 'loading')
      .map((c) => c.progress ?? -1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(contents()).toEqual({
      'downloads:/courses/5': [
        '/downloads/courses/5/lessons/40.json',
        '/downloads/courses/5/7.mp4',
        '/downloads/courses/5/images/7',
      ],
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('checks each file’s size with HEAD before writing anything', async () => {
    fakeCaches();
    const fetcher = mediaServer();
    await run({ fetcher }).result;
    const methods = fetcher.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);
    expect(methods.slice(0, 2).sort()).toEqual(['HEAD /media/g/v/7.jpg', 'HEAD /media/g/v/7.mp4']);
    expect(methods.slice(2)).toEqual(['GET /media/g/v/7.mp4', 'GET /media/g/v/7.jpg']);
  });

  it('does not start when the quota cannot hold it: code 10, not enough storage', async () => {
    const { contents } = fakeCaches();
    const fetcher = mediaServer();
    const { result, report } = run({
      fetcher,
      estimate: async () => ({ quota: 10_000, usage: 7_000 }),
    });
    const record = await result;

    expect(record.status).toBe('fail');
    expect(record.failure).toEqual({ code: 10, messageKey: 'downloads.notEnoughStorage' });
    expect(fetcher.mock.calls.every(([, init]) => init?.method === 'HEAD')).toBe(true);
    expect(contents()['downloads:/courses/5']).toEqual(['/downloads/courses/5/lessons/40.json']);
    expect(report).not.toHaveBeenCalled();
  });

  it('a device filling up midway is code 10, and the files written are removed', async () => {
    // Room for the record and the video, not for the image as well.
    const { contents } = fakeCaches({ quotaBytes: 3400 });
    const { result } = run({ fetcher: mediaServer() });
    const record = await result;

    expect(record.status).toBe('fail');
    expect(record.failure?.code).toBe(10);
    expect(record.files).toEqual([]);
    expect(contents()['downloads:/courses/5']).toEqual(['/downloads/courses/5/lessons/40.json']);
  });

  it('a file shorter than its content length fails, is removed and reported', async () => {
    const { contents } = fakeCaches();
    const { result, report } = run({ fetcher: mediaServer({ '/media/g/v/7.mp4': 4000 }) });
    const record = await result;

    expect(record.status).toBe('fail');
    expect(record.failure).toEqual({ code: null, messageKey: 'downloads.incomplete' });
    expect(contents()['downloads:/courses/5']).toEqual(['/downloads/courses/5/lessons/40.json']);
    expect(report).toHaveBeenCalledOnce();
  });

  it('a video without a URL fails with "source must be set" before any request', async () => {
    fakeCaches();
    const fetcher = mediaServer();
    const downloadOf = downloadLesson(
      { ...lesson, video: { ...lesson.video, url: '' } },
      {
        onChange: () => undefined,
        report: () => undefined,
        fetcher,
        estimate: async () => null,
      },
    );
    const record = await downloadOf;
    expect(record.failure).toEqual({ code: null, messageKey: 'downloads.required.source' });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('a missing file (404) fails without a code and is reported', async () => {
    fakeCaches();
    const downloadOf = downloadLesson(
      { ...lesson, video: { ...lesson.video, url: '/media/g/none.mp4' } },
      {
        onChange: () => undefined,
        report: vi.fn(),
        fetcher: mediaServer(),
        estimate: async () => null,
      },
    );
    const record = await downloadOf;
    expect(record.failure).toEqual({ code: null, messageKey: 'downloads.failed' });
  });
});
