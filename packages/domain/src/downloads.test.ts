import { describe, expect, it } from 'vitest';
import {
  canMoveDownload,
  courseDownloadFolder,
  DOWNLOAD_STATUSES,
  downloadFailure,
  downloadParamProblem,
  downloadProgress,
  hasRoomFor,
  isCompleteFile,
  isOfflineViewingAllowed,
  isOutOfSpace,
  moveDownload,
  videoFileName,
} from './downloads';
import { en } from './i18n/en';
import { translate } from './message';

describe('download status transitions', () => {
  it('goes pending → loading → loaded, loading staying loading while it progresses', () => {
    expect(moveDownload('pending', 'loading')).toBe('loading');
    expect(moveDownload('loading', 'loading')).toBe('loading');
    expect(moveDownload('loading', 'loaded')).toBe('loaded');
  });

  it('fails from pending or loading, and a failed one may be asked for again', () => {
    expect(moveDownload('pending', 'fail')).toBe('fail');
    expect(moveDownload('loading', 'fail')).toBe('fail');
    expect(moveDownload('fail', 'pending')).toBe('pending');
  });

  it('refuses every other move', () => {
    const allowed = new Set([
      'pending>loading',
      'pending>fail',
      'loading>loading',
      'loading>loaded',
      'loading>fail',
      'fail>pending',
    ]);
    for (const from of DOWNLOAD_STATUSES) {
      for (const to of DOWNLOAD_STATUSES) {
        expect(canMoveDownload(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(() => moveDownload('loaded', 'loading')).toThrow('from loaded to loading');
    expect(() => moveDownload('pending', 'loaded')).toThrow();
  });

  it('reports whole percents within 0–100, none without a total', () => {
    expect(downloadProgress(0, 200)).toBe(0);
    expect(downloadProgress(199, 200)).toBe(99);
    expect(downloadProgress(200, 200)).toBe(100);
    expect(downloadProgress(300, 200)).toBe(100);
    expect(downloadProgress(10, null)).toBeNull();
    expect(downloadProgress(10, 0)).toBeNull();
  });
});

describe('out of space is code 10', () => {
  it('recognises QuotaExceededError, DOMException code 22, ENOSPC and "no space left"', () => {
    expect(isOutOfSpace(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isOutOfSpace({ name: 'Error', code: 22 })).toBe(true);
    expect(isOutOfSpace(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isOutOfSpace(new Error('ENOSPC: no space left on device, write'))).toBe(true);
    expect(isOutOfSpace(new Error('No space left on device'))).toBe(true);
  });

  it('maps out of space to code 10 with "Not enough storage", anything else to no code', () => {
    const full = downloadFailure(new DOMException('full', 'QuotaExceededError'));
    expect(full.code).toBe(10);
    expect(translate(en, full.message)).toBe('Not enough storage');
    for (const other of [new TypeError('Failed to fetch'), new Error('HTTP 404'), 'x', null]) {
      const failure = downloadFailure(other);
      expect(failure.code).toBeNull();
      expect(translate(en, failure.message)).toBe('The file could not be downloaded');
    }
  });
});

describe('required parameters of a file download', () => {
  const all = {
    source: 'https://cdn/v.mp4',
    target: '/courses/1/7.mp4',
    url: 'https://cdn/v.mp4',
    fileId: 7,
  };
  const text = (
    params: Parameters<typeof downloadParamProblem>[0],
    required?: Parameters<typeof downloadParamProblem>[1],
  ) => {
    const problem = downloadParamProblem(params, required);
    return problem === null ? null : translate(en, problem);
  };

  it('names the first one missing with the spec texts', () => {
    expect(text(all)).toBeNull();
    expect(text({ ...all, source: '' })).toBe('source must be set');
    expect(text({ ...all, target: undefined })).toBe('target must be set');
    expect(text({ ...all, url: '  ' })).toBe('Url must be set');
    expect(text({ ...all, fileId: null })).toBe('FileId must be set');
    expect(text({})).toBe('source must be set');
  });

  it('checks only the parameters a step needs; the id 0 is set', () => {
    expect(text({ url: 'https://cdn/v.mp4' }, ['url'])).toBeNull();
    expect(text({ source: 'a' }, ['url'])).toBe('Url must be set');
    expect(text({ fileId: 0 }, ['fileId'])).toBeNull();
  });
});

describe('files, folders and storage', () => {
  it('keeps a course’s downloads under /courses/{courseId}; a video is named {id}.mp4', () => {
    expect(courseDownloadFolder(12)).toBe('/courses/12');
    expect(videoFileName(7)).toBe('7.mp4');
    expect(videoFileName(7, '')).toBe('7.mp4');
    expect(videoFileName(7, 'intro.mp4')).toBe('intro.mp4');
  });

  it('takes a file whose size is the remote content length', () => {
    expect(isCompleteFile(1000, 1000)).toBe(true);
    expect(isCompleteFile(1000, 999)).toBe(false);
    expect(isCompleteFile(null, 5)).toBe(true);
    expect(isCompleteFile(null, 0)).toBe(false);
  });

  it('starts only when quota minus usage holds the files', () => {
    expect(hasRoomFor({ quota: 1000, usage: 400 }, 600)).toBe(true);
    expect(hasRoomFor({ quota: 1000, usage: 401 }, 600)).toBe(false);
    expect(hasRoomFor({}, 10 ** 12)).toBe(true);
    expect(hasRoomFor(null, 1)).toBe(true);
  });
});

describe('offline viewing is offered', () => {
  const full = { isDemo: false, courseFullAccess: false };
  const demo = { isDemo: true, courseFullAccess: false };
  it('where the brand enables it', () => {
    expect(isOfflineViewingAllowed({ isOfflineEnable: true }, full, null)).toBe(true);
    expect(isOfflineViewingAllowed({ isOfflineEnable: false }, full, null)).toBe(false);
    expect(isOfflineViewingAllowed(null, full, null)).toBe(false);
  });

  it('in a restricted demo only where the course allows it', () => {
    const brand = { isOfflineEnable: true };
    expect(isOfflineViewingAllowed(brand, demo, { isDemoOfflineModeAccessible: true })).toBe(true);
    expect(isOfflineViewingAllowed(brand, demo, { isDemoOfflineModeAccessible: false })).toBe(
      false,
    );
    expect(isOfflineViewingAllowed(brand, demo, null)).toBe(false);
    const paidDemo = { isDemo: true, courseFullAccess: true };
    expect(isOfflineViewingAllowed(brand, paidDemo, { isDemoOfflineModeAccessible: false })).toBe(
      true,
    );
  });
});
