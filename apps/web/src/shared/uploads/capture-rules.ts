import { HOMEWORK_FILE_MAX_BYTES } from '@platform/domain/homework';

/** What the capture dialog makes: a photo from the camera, or a video with sound. */
export type CaptureMode = 'photo' | 'video';

/**
 * Why a capture cannot go on, each with its own text:
 * - denied: the learner or the browser refused the camera/microphone (NotAllowedError,
 *   SecurityError: a policy, or a page that is not secure);
 * - unsupported: this browser cannot capture at all (no mediaDevices, no MediaRecorder for a
 *   video, a recording format it does not have);
 * - notFound: the browser could, but there is no camera (or microphone) to use;
 * - busy: the device exists but another application holds it (NotReadableError);
 * - failed: anything else.
 */
export type CaptureProblem = 'denied' | 'unsupported' | 'notFound' | 'busy' | 'failed';

const PROBLEM_BY_NAME: Readonly<Record<string, CaptureProblem>> = {
  NotAllowedError: 'denied',
  // Old Chrome and Firefox names of the same refusals.
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotSupportedError: 'unsupported',
  NotFoundError: 'notFound',
  DevicesNotFoundError: 'notFound',
  // No device meets the constraints: for a learner, there is no such camera.
  OverconstrainedError: 'notFound',
  ConstraintNotSatisfiedError: 'notFound',
  NotReadableError: 'busy',
  TrackStartError: 'busy',
};

/** The problem of an error thrown by getUserMedia, MediaRecorder or the photo's canvas. Read by
 * its name only: browsers throw DOMExceptions, but OverconstrainedError is its own class. */
export function captureProblem(error: unknown): CaptureProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return PROBLEM_BY_NAME[name] ?? 'failed';
}

/** The translation key of a problem's text. */
export function captureProblemKey(problem: CaptureProblem, mode: CaptureMode): string {
  // Only these two name the devices, and a photo needs no microphone.
  if (problem === 'denied' || problem === 'notFound') return `capture.problems.${problem}.${mode}`;
  return `capture.problems.${problem}`;
}

/** What the browser offers, as capture needs it (globalThis in the app; a test passes its own). */
export type CaptureEnvironment = {
  mediaDevices?: { getUserMedia?: unknown } | undefined;
  MediaRecorder?: unknown;
};

/** 'unsupported' when the browser cannot capture in this mode at all, before asking anything:
 * getUserMedia is missing in old browsers and on pages that are not secure (plain http). */
export function captureSupportProblem(
  environment: CaptureEnvironment,
  mode: CaptureMode,
): 'unsupported' | null {
  if (typeof environment.mediaDevices?.getUserMedia !== 'function') return 'unsupported';
  if (mode === 'video' && typeof environment.MediaRecorder !== 'function') return 'unsupported';
  return null;
}

/** The recording formats, best first: WebM where the browser records it (Chromium, Firefox),
 * MP4 elsewhere (Safari). The server takes both, sniffed from the bytes. */
const RECORDING_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
];

/** The format to ask MediaRecorder for; undefined lets the browser choose its own. */
export function recordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}

/** 'video/webm;codecs=vp8,opus' → 'video/webm': the type of the File, as a picked file has it. */
export function baseType(mime: string): string {
  return mime.split(';')[0]?.trim().toLowerCase() ?? '';
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** photo-2026-11-27-14-05-09.jpg: the local time of the capture, so that two captures of one
 * message have different names in the list of attachments. */
export function capturedFileName(mode: CaptureMode, mime: string, at: Date): string {
  const stamp = [
    at.getFullYear(),
    pad(at.getMonth() + 1),
    pad(at.getDate()),
    pad(at.getHours()),
    pad(at.getMinutes()),
    pad(at.getSeconds()),
  ].join('-');
  return `${mode}-${stamp}.${EXTENSIONS[baseType(mime)] ?? 'webm'}`;
}

/** Elapsed recording time as m:ss (1:05), h:mm:ss past an hour. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = `${pad(seconds % 60)}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${rest}` : `${minutes}:${rest}`;
}

/** The recorder hands over its data every RECORDING_SLICE_MS; it stops itself once what it
 * recorded is one slice short of the file limit (a slice at the bit rate below is well under
 * RECORDING_MARGIN_BYTES), so a recording is never refused for its size after the fact. */
export const RECORDING_SLICE_MS = 1000;
export const RECORDING_VIDEO_BITS_PER_SECOND = 2_500_000;
const RECORDING_MARGIN_BYTES = 2 * 1024 ** 2;
export const RECORDING_STOP_BYTES = HOMEWORK_FILE_MAX_BYTES - RECORDING_MARGIN_BYTES;
