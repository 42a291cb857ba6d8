import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { fakeApi } from '../../test/fake-api';
import { fakeXhr } from '../../test/fake-xhr';
import { renderInRouter } from '../../test/render';
import { activateLanguage } from '../i18n/language';
import { FileAttachments } from './file-attachments';
import { useFileUploads } from './use-file-uploads';

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

/** The attachments of a form, as the chat composer and the homework form have them. */
function Attachments() {
  const uploads = useFileUploads();
  return <FileAttachments uploads={uploads} onPick={uploads.add} />;
}

type FakeTrack = { kind: string; stop: ReturnType<typeof vi.fn> };

/** A camera stream as getUserMedia gives it, whose tracks tell whether they were stopped. */
function cameraStream(kinds: string[]): MediaStream & { tracks: FakeTrack[] } {
  const tracks = kinds.map((kind) => ({ kind, stop: vi.fn() }));
  return Object.assign(new MediaStream(), { tracks, getTracks: () => tracks });
}

/** navigator.mediaDevices as a browser has it (or not at all, with `undefined`). */
function stubMediaDevices(
  mediaDevices: { getUserMedia: (constraints: MediaStreamConstraints) => unknown } | undefined,
) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: mediaDevices && {
      enumerateDevices: async () => [{ kind: 'videoinput' }, { kind: 'audioinput' }],
      ...mediaDevices,
    },
  });
}

/** MediaRecorder of a browser that records WebM: hands over one chunk when stopped. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  static last: FakeMediaRecorder | null = null;
  state: RecordingState = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly mimeType: string;
  constructor(
    readonly stream: MediaStream,
    options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['\x1a\x45\xdf\xa3webm'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const uploaded = (name: string, mime: string) =>
  jsonResponse({
    success: true,
    data: {
      id: 41,
      url: '/files/41',
      type: mime.startsWith('image/') ? 2 : 1,
      mime,
      size: 9,
      name,
    },
    errors: {},
  });

async function renderAttachments() {
  const api = fakeApi({
    'POST /files': ({ body }) => {
      const file = (body as FormData).get('file') as File;
      return uploaded(file.name, file.type);
    },
  });
  fakeXhr();
  await renderInRouter(<Attachments />);
  const sentFiles = () =>
    api.calls
      .filter((call) => call.method === 'POST' && call.path === '/files')
      .map((call) => (call.body as FormData).get('file') as File);
  return { api, sentFiles, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const alertOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

/** The live view says it can show a frame, as a browser's video does once the stream plays. */
function showFrame(width = 640, height = 480) {
  const video = within(dialog()).getByLabelText(t('capture.preview')) as HTMLVideoElement;
  Object.defineProperty(video, 'videoWidth', { configurable: true, value: width });
  Object.defineProperty(video, 'videoHeight', { configurable: true, value: height });
  fireEvent.loadedData(video);
  return video;
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('taking a photo', () => {
  it('takes a frame of the camera as a JPEG into the attachment list and its upload, and lets the camera go', async () => {
    const stream = cameraStream(['video']);
    const getUserMedia = vi.fn(async () => stream);
    stubMediaDevices({ getUserMedia });
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) =>
        callback(new Blob(['\xff\xd8\xffjpeg'], { type: 'image/jpeg' })),
      );
    const { user, sentFiles } = await renderAttachments();

    const open = screen.getByRole('button', { name: t('capture.takePhoto') });
    await user.click(open);
    expect(within(dialog()).getByRole('heading', { name: t('capture.title.photo') })).toBeTruthy();
    // The rear camera of a phone; no microphone for a photo.
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    const shoot = await within(dialog()).findByRole('button', { name: t('capture.shoot') });
    // Not before the camera shows a frame.
    expect(shoot.hasAttribute('disabled')).toBe(true);
    const video = showFrame(1280, 720);
    expect(video.srcObject).toBe(stream);
    await user.click(shoot);

    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    expect(toBlob.mock.calls[0]?.slice(1)).toEqual(['image/jpeg', 0.9]);
    expect(
      await within(dialog()).findByRole('img', { name: t('capture.photoResult') }),
    ).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: t('capture.attach') }));

    expect(screen.queryByRole('dialog')).toBe(null);
    expect(document.activeElement).toBe(open);
    expect(stream.tracks[0]?.stop).toHaveBeenCalled();
    const list = screen.getByRole('list', { name: t('homework.files.list') });
    expect(within(list).getByText(/^photo-\d{4}(-\d{2}){5}\.jpg$/)).toBeTruthy();
    await within(list).findByText(t('homework.files.uploaded'));
    expect(sentFiles()).toHaveLength(1);
    expect(sentFiles()[0]?.type).toBe('image/jpeg');
  });

  it('takes it again, or attaches nothing and stops the camera when closed with Escape', async () => {
    const stream = cameraStream(['video']);
    stubMediaDevices({ getUserMedia: async () => stream });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['jpeg'], { type: 'image/jpeg' })),
    );
    const { user, sentFiles } = await renderAttachments();
    const open = screen.getByRole('button', { name: t('capture.takePhoto') });
    await user.click(open);
    await within(dialog()).findByRole('button', { name: t('capture.shoot') });
    showFrame();
    await user.click(within(dialog()).getByRole('button', { name: t('capture.shoot') }));
    await user.click(within(dialog()).getByRole('button', { name: t('capture.retakePhoto') }));
    // Back to the live view, the camera still on, focus on the shutter.
    expect(document.activeElement).toBe(
      within(dialog()).getByRole('button', { name: t('capture.shoot') }),
    );
    expect(stream.tracks[0]?.stop).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(stream.tracks[0]?.stop).toHaveBeenCalled();
    expect(document.activeElement).toBe(open);
    expect(screen.queryByRole('list', { name: t('homework.files.list') })).toBe(null);
    expect(sentFiles()).toEqual([]);
  });
});

describe('recording a video', () => {
  it('records camera and microphone to a WebM with the elapsed time, into the attachment list', async () => {
    const stream = cameraStream(['video', 'audio']);
    const getUserMedia = vi.fn(async () => stream);
    stubMediaDevices({ getUserMedia });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const { user, sentFiles } = await renderAttachments();

    await user.click(screen.getByRole('button', { name: t('capture.recordVideo') }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'user' } },
      audio: true,
    });
    await within(dialog()).findByRole('button', { name: t('capture.start') });
    showFrame();
    await user.click(within(dialog()).getByRole('button', { name: t('capture.start') }));
    expect(FakeMediaRecorder.last?.mimeType).toBe('video/webm;codecs=vp9,opus');
    expect(FakeMediaRecorder.last?.state).toBe('recording');
    expect(within(dialog()).getByRole('timer', { name: t('capture.elapsed') }).textContent).toBe(
      '0:00',
    );
    await user.click(within(dialog()).getByRole('button', { name: t('capture.stop') }));

    expect(await within(dialog()).findByLabelText(t('capture.videoResult'))).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: t('capture.attach') }));
    expect(stream.tracks.every((track) => track.stop.mock.calls.length > 0)).toBe(true);
    const list = screen.getByRole('list', { name: t('homework.files.list') });
    expect(within(list).getByText(/^video-[\d-]+\.webm$/)).toBeTruthy();
    await within(list).findByText(t('homework.files.uploaded'));
    expect(sentFiles()[0]?.type).toBe('video/webm');
  });

  it('drops a recording when the dialog closes while it records', async () => {
    const stream = cameraStream(['video', 'audio']);
    stubMediaDevices({ getUserMedia: async () => stream });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const { user, sentFiles } = await renderAttachments();
    await user.click(screen.getByRole('button', { name: t('capture.recordVideo') }));
    await within(dialog()).findByRole('button', { name: t('capture.start') });
    showFrame();
    await user.click(within(dialog()).getByRole('button', { name: t('capture.start') }));
    await user.click(within(dialog()).getByRole('button', { name: t('common.actions.close') }));
    expect(screen.queryByRole('dialog')).toBe(null);
    expect(FakeMediaRecorder.last?.state).toBe('inactive');
    expect(stream.tracks.every((track) => track.stop.mock.calls.length > 0)).toBe(true);
    expect(screen.queryByRole('list', { name: t('homework.files.list') })).toBe(null);
    expect(sentFiles()).toEqual([]);
  });
});

describe('capture errors, translated', () => {
  const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

  it.each([
    ['ru', 'Доступ к камере запрещён.'],
    ['en', 'Access to the camera is denied.'],
    ['es', 'El acceso a la cámara está denegado.'],
  ] as const)(
    'says in %s that access to the camera was denied, and asks again on request',
    async (lang, text) => {
      const getUserMedia = vi.fn(denied);
      stubMediaDevices({ getUserMedia });
      const { user } = await renderAttachments();
      await act(() => activateLanguage(lang));
      await user.click(screen.getByRole('button', { name: t('capture.takePhoto') }));
      await waitFor(() => expect(alertOf(dialog())).toContain(text));
      expect(alertOf(dialog())).toBe(t('capture.problems.denied.photo'));
      const again = within(dialog()).getByRole('button', { name: t('capture.tryAgain') });
      expect(document.activeElement).toBe(again);
      await user.click(again);
      await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
      await act(() => activateLanguage('ru'));
    },
  );

  it.each([
    ['ru', 'Этот браузер не может здесь снимать фото и записывать видео.'],
    ['en', 'This browser cannot take photos or record videos here.'],
    ['es', 'Este navegador no puede hacer fotos ni grabar vídeos aquí.'],
  ] as const)(
    'says in %s that the browser cannot capture without mediaDevices',
    async (lang, text) => {
      stubMediaDevices(undefined);
      const { user } = await renderAttachments();
      await act(() => activateLanguage(lang));
      await user.click(screen.getByRole('button', { name: t('capture.takePhoto') }));
      expect(alertOf(dialog())).toContain(text);
      // Nothing to try again: only closing, or the file picker, helps.
      expect(within(dialog()).queryByRole('button', { name: t('capture.tryAgain') })).toBe(null);
      await act(() => activateLanguage('ru'));
    },
  );

  it('cannot record a video without MediaRecorder, though the camera is there', async () => {
    const getUserMedia = vi.fn(async () => cameraStream(['video', 'audio']));
    stubMediaDevices({ getUserMedia });
    vi.stubGlobal('MediaRecorder', undefined);
    const { user } = await renderAttachments();
    await user.click(screen.getByRole('button', { name: t('capture.recordVideo') }));
    expect(alertOf(dialog())).toBe(t('capture.problems.unsupported'));
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it.each([
    ['NotFoundError', 'capture.problems.notFound.video'],
    ['OverconstrainedError', 'capture.problems.notFound.video'],
    ['NotReadableError', 'capture.problems.busy'],
    ['AbortError', 'capture.problems.failed'],
  ])('shows the text of %s', async (name, key) => {
    stubMediaDevices({ getUserMedia: () => Promise.reject(new DOMException('no', name)) });
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    const { user } = await renderAttachments();
    await user.click(screen.getByRole('button', { name: t('capture.recordVideo') }));
    await waitFor(() => expect(alertOf(dialog())).toBe(t(key)));
  });
});
