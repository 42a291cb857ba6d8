import { HOMEWORK_FILE_MAX_BYTES } from '@platform/domain/homework';
import { describe, expect, it } from 'vitest';
import { allResources } from '../i18n/locales/all';
import {
  baseType,
  type CaptureProblem,
  capturedFileName,
  captureProblem,
  captureProblemKey,
  captureSupportProblem,
  formatElapsed,
  RECORDING_STOP_BYTES,
  recordingType,
} from './capture-rules';

/** What browsers throw: DOMExceptions, and Chromium's own OverconstrainedError class. */
const domError = (name: string) => new DOMException('from the browser', name);

describe('captureProblem', () => {
  it.each<[string, CaptureProblem]>([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotSupportedError', 'unsupported'],
    ['NotFoundError', 'notFound'],
    ['DevicesNotFoundError', 'notFound'],
    ['OverconstrainedError', 'notFound'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'failed'],
    ['InvalidStateError', 'failed'],
  ])('maps %s to %s', (name, problem) => {
    expect(captureProblem(domError(name))).toBe(problem);
  });

  it('reads the name of errors that are not DOMExceptions', () => {
    const overconstrained = Object.assign(new Error('no such camera'), {
      name: 'OverconstrainedError',
      constraint: 'facingMode',
    });
    expect(captureProblem(overconstrained)).toBe('notFound');
    expect(captureProblem(new TypeError('getUserMedia is not a function'))).toBe('failed');
  });

  it('calls anything without a name a failure', () => {
    expect(captureProblem(undefined)).toBe('failed');
    expect(captureProblem('denied')).toBe('failed');
    expect(captureProblem(null)).toBe('failed');
  });
});

describe('captureSupportProblem', () => {
  const getUserMedia = () => {};
  const MediaRecorder = class {};

  it('needs getUserMedia for a photo, and MediaRecorder too for a video', () => {
    expect(captureSupportProblem({ mediaDevices: { getUserMedia } }, 'photo')).toBe(null);
    expect(captureSupportProblem({ mediaDevices: { getUserMedia } }, 'video')).toBe('unsupported');
    expect(captureSupportProblem({ mediaDevices: { getUserMedia }, MediaRecorder }, 'video')).toBe(
      null,
    );
  });

  it('is unsupported without mediaDevices (an old browser, a page over plain http)', () => {
    expect(captureSupportProblem({ MediaRecorder }, 'photo')).toBe('unsupported');
    expect(captureSupportProblem({ mediaDevices: undefined, MediaRecorder }, 'video')).toBe(
      'unsupported',
    );
    expect(captureSupportProblem({ mediaDevices: {}, MediaRecorder }, 'photo')).toBe('unsupported');
  });
});

/** The text of a dotted key in a language's resources. */
const textOf = (lang: keyof typeof allResources, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], allResources[lang]);

describe('captureProblemKey', () => {
  it('names the devices of the mode where the text is about them', () => {
    expect(captureProblemKey('denied', 'photo')).toBe('capture.problems.denied.photo');
    expect(captureProblemKey('notFound', 'video')).toBe('capture.problems.notFound.video');
    expect(captureProblemKey('busy', 'photo')).toBe('capture.problems.busy');
  });

  it.each(['ru', 'en', 'es'] as const)('has a text of every problem and mode in %s', (lang) => {
    const problems: CaptureProblem[] = ['denied', 'unsupported', 'notFound', 'busy', 'failed'];
    const texts = problems.flatMap((problem) =>
      (['photo', 'video'] as const).map((mode) => textOf(lang, captureProblemKey(problem, mode))),
    );
    for (const text of texts) expect(typeof text).toBe('string');
    // Each problem says something of its own; denied and not found also per mode.
    expect(new Set(texts).size).toBe(7);
  });
});

describe('the recording format', () => {
  it('takes WebM where the browser records it, else MP4 (Safari)', () => {
    const chromium = (type: string) => type.startsWith('video/webm');
    expect(recordingType(chromium)).toBe('video/webm;codecs=vp9,opus');
    const safari = (type: string) => type === 'video/mp4';
    expect(recordingType(safari)).toBe('video/mp4');
    expect(recordingType(() => false)).toBe(undefined);
  });

  it('gives the file the type without parameters, as a picked file has it', () => {
    expect(baseType('video/webm;codecs=vp8,opus')).toBe('video/webm');
    expect(baseType('Video/MP4; codecs="avc1.42E01E"')).toBe('video/mp4');
    expect(baseType('image/jpeg')).toBe('image/jpeg');
  });

  it('stops one slice short of the file limit', () => {
    expect(RECORDING_STOP_BYTES).toBeLessThan(HOMEWORK_FILE_MAX_BYTES);
    expect(RECORDING_STOP_BYTES).toBeGreaterThan(HOMEWORK_FILE_MAX_BYTES * 0.9);
  });
});

describe('capturedFileName', () => {
  const at = new Date(2026, 10, 7, 9, 5, 3);

  it('names a capture by its mode and local time, with the extension of its type', () => {
    expect(capturedFileName('photo', 'image/jpeg', at)).toBe('photo-2026-11-07-09-05-03.jpg');
    expect(capturedFileName('video', 'video/webm;codecs=vp8,opus', at)).toBe(
      'video-2026-11-07-09-05-03.webm',
    );
    expect(capturedFileName('video', 'video/mp4', at)).toBe('video-2026-11-07-09-05-03.mp4');
  });
});

describe('formatElapsed', () => {
  it('shows m:ss, and h:mm:ss past an hour', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(5.9)).toBe('0:05');
    expect(formatElapsed(65)).toBe('1:05');
    expect(formatElapsed(3600 + 62)).toBe('1:01:02');
    expect(formatElapsed(-3)).toBe('0:00');
  });
});
