import { HOMEWORK_FILE_MAX_BYTES } from '@platform/domain/homework';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import styles from './capture.module.css';
import {
  baseType,
  type CaptureMode,
  type CaptureProblem,
  capturedFileName,
  captureProblem,
  captureProblemKey,
  captureSupportProblem,
  formatElapsed,
  RECORDING_SLICE_MS,
  RECORDING_STOP_BYTES,
  RECORDING_VIDEO_BITS_PER_SECOND,
  recordingType,
} from './capture-rules';

const MEGABYTE = 1024 ** 2;
const JPEG_QUALITY = 0.9;

type Phase =
  | { name: 'starting' }
  | { name: 'live' }
  | { name: 'recording'; startedAt: number }
  | { name: 'review'; file: File }
  | { name: 'problem'; problem: CaptureProblem };

type Facing = 'user' | 'environment';

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** The camera (and for a video the microphone) while the dialog is open: asked for again on a
 * retry or a switch of camera, every track stopped when the dialog closes. */
function useCameraStream(
  mode: CaptureMode,
  facing: Facing,
  attempt: number,
  onProblem: (problem: CaptureProblem) => void,
) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraCount, setCameraCount] = useState(0);
  const report = useRef(onProblem);
  report.current = onProblem;

  useEffect(() => {
    // `attempt` asks again after a problem, with the same constraints.
    void attempt;
    const unsupported = captureSupportProblem(
      { mediaDevices: navigator.mediaDevices, MediaRecorder: globalThis.MediaRecorder },
      mode,
    );
    if (unsupported) {
      report.current(unsupported);
      return;
    }
    let closed = false;
    let opened: MediaStream | null = null;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: facing } }, audio: mode === 'video' })
      .then(
        (granted) => {
          if (closed) return stopTracks(granted);
          opened = granted;
          setStream(granted);
          // Labels and counts are known only once access is granted.
          navigator.mediaDevices
            .enumerateDevices?.()
            .then((devices) => {
              if (!closed)
                setCameraCount(devices.filter((device) => device.kind === 'videoinput').length);
            })
            .catch(() => {});
        },
        (error: unknown) => {
          if (!closed) report.current(captureProblem(error));
        },
      );
    return () => {
      closed = true;
      if (opened) stopTracks(opened);
      setStream(null);
    };
  }, [mode, facing, attempt]);

  return { stream, cameraCount };
}

/** A recording in progress: its chunks become one File when it stops, unless it was dropped
 * (the dialog closed while recording). */
function useRecorder(
  onRecorded: (file: File) => void,
  onProblem: (problem: CaptureProblem) => void,
) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const handlers = useRef({ onRecorded, onProblem });
  handlers.current = { onRecorded, onProblem };

  // Closing the dialog mid-recording drops the recording: onstop sees it is no longer current.
  useEffect(
    () => () => {
      const current = recorder.current;
      recorder.current = null;
      if (current && current.state !== 'inactive') current.stop();
    },
    [],
  );

  const start = (stream: MediaStream): boolean => {
    const chosen = recordingType((type) => MediaRecorder.isTypeSupported?.(type) ?? false);
    let started: MediaRecorder;
    try {
      started = new MediaRecorder(stream, {
        ...(chosen ? { mimeType: chosen } : {}),
        videoBitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
      });
    } catch (error) {
      handlers.current.onProblem(captureProblem(error));
      return false;
    }
    const chunks: Blob[] = [];
    let size = 0;
    setLimitReached(false);
    started.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      size += event.data.size;
      if (size >= RECORDING_STOP_BYTES && started.state === 'recording') {
        setLimitReached(true);
        started.stop();
      }
    };
    started.onstop = () => {
      if (recorder.current !== started) return;
      recorder.current = null;
      const type = baseType(started.mimeType || chosen || 'video/webm');
      const name = capturedFileName('video', type, new Date());
      handlers.current.onRecorded(new File(chunks, name, { type }));
    };
    started.onerror = (event) => {
      if (recorder.current !== started) return;
      recorder.current = null;
      handlers.current.onProblem(captureProblem((event as Event & { error?: unknown }).error));
    };
    recorder.current = started;
    started.start(RECORDING_SLICE_MS);
    return true;
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  return { start, stop, limitReached };
}

/** The JPEG of the frame the video shows now, at the camera's resolution. */
function photoOf(video: HTMLVideoElement): Promise<File> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return reject(new Error('No frame to take'));
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) => {
        if (!blob) return reject(new Error('The frame could not be encoded'));
        resolve(
          new File([blob], capturedFileName('photo', 'image/jpeg', new Date()), {
            type: 'image/jpeg',
          }),
        );
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** A video element keeps loading its source after it leaves the page: it lets go of it as it
 * goes, before the preview's URL is revoked, which it would otherwise ask for again and fail
 * (a console error). */
function releaseOnUnmount(video: HTMLVideoElement | null) {
  return () => {
    video?.removeAttribute('src');
    video?.load();
  };
}

/** The photo or video just taken, shown before it is attached. */
function CapturedPreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (!url) return null;
  return file.type.startsWith('image/') ? (
    <img className={styles.media} src={url} alt={t('capture.photoResult')} />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the learner's own recording has no captions to give.
    <video
      ref={releaseOnUnmount}
      className={styles.media}
      src={url}
      controls
      playsInline
      aria-label={t('capture.videoResult')}
    />
  );
}

/** Seconds since `startedAt`, ticking while it is set. */
function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, (now - startedAt) / 1000);
}

/** The inside of the open dialog: mounted on open, so that closing drops the stream, the
 * recording and whatever was not attached. */
function CaptureSession({ mode, onCapture }: { mode: CaptureMode; onCapture(file: File): void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  const [facing, setFacing] = useState<Facing>(mode === 'photo' ? 'environment' : 'user');
  const [attempt, setAttempt] = useState(0);
  const [ready, setReady] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const showProblem = (problem: CaptureProblem) => setPhase({ name: 'problem', problem });
  const { stream, cameraCount } = useCameraStream(mode, facing, attempt, showProblem);
  const recorder = useRecorder((file) => setPhase({ name: 'review', file }), showProblem);
  const elapsed = useElapsed(phase.name === 'recording' ? phase.startedAt : null);

  useEffect(() => {
    if (stream && phase.name === 'starting') setPhase({ name: 'live' });
  }, [stream, phase.name]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setReady(false);
    element.srcObject = stream;
    if (stream) element.play?.()?.catch(() => {});
  }, [stream]);

  // Each step's main action takes the focus, so the keyboard never falls out of the dialog
  // when the button it was on goes away.
  useEffect(() => {
    if (phase.name !== 'starting') primary.current?.focus();
  }, [phase.name]);

  const retry = () => {
    setPhase({ name: 'starting' });
    setAttempt((count) => count + 1);
  };

  const shoot = () => {
    if (!video.current) return;
    photoOf(video.current).then(
      (file) => setPhase({ name: 'review', file }),
      (error: unknown) => showProblem(captureProblem(error)),
    );
  };

  const startRecording = () => {
    if (stream && recorder.start(stream)) setPhase({ name: 'recording', startedAt: Date.now() });
  };

  const live = phase.name === 'live' || phase.name === 'recording';
  const problem = phase.name === 'problem' ? phase.problem : null;

  return (
    <div className={styles.session}>
      {phase.name === 'starting' ? (
        <p className={styles.muted} role="status">
          {t(`capture.starting.${mode}`)}
        </p>
      ) : null}
      <div className={styles.stage} hidden={!live}>
        {/* Muted: the microphone must not play back into the room while recording. */}
        <video
          ref={video}
          className={styles.media}
          autoPlay
          muted
          playsInline
          aria-label={t('capture.preview')}
          onLoadedData={() => setReady(true)}
        />
        {phase.name === 'recording' ? (
          <p className={styles.recording}>
            <span className={styles.dot} aria-hidden="true" />
            <span>{t('capture.recording')}</span>
            <span role="timer" aria-label={t('capture.elapsed')} className={styles.time}>
              {formatElapsed(elapsed)}
            </span>
          </p>
        ) : null}
      </div>
      {phase.name === 'review' ? <CapturedPreview file={phase.file} /> : null}
      <div role="alert" className={styles.alert}>
        {problem ? <p className={styles.error}>{t(captureProblemKey(problem, mode))}</p> : null}
        {phase.name === 'review' && recorder.limitReached ? (
          <p className={styles.muted}>
            {t('capture.limitReached', { size: HOMEWORK_FILE_MAX_BYTES / MEGABYTE })}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {phase.name === 'live' && cameraCount > 1 ? (
          <Button
            variant="secondary"
            onClick={() => setFacing((side) => (side === 'user' ? 'environment' : 'user'))}
          >
            {t('capture.switchCamera')}
          </Button>
        ) : null}
        {phase.name === 'live' && mode === 'photo' ? (
          <Button ref={primary} disabled={!ready} onClick={shoot}>
            {t('capture.shoot')}
          </Button>
        ) : null}
        {phase.name === 'live' && mode === 'video' ? (
          <Button ref={primary} disabled={!ready} onClick={startRecording}>
            {t('capture.start')}
          </Button>
        ) : null}
        {phase.name === 'recording' ? (
          <Button ref={primary} onClick={recorder.stop}>
            {t('capture.stop')}
          </Button>
        ) : null}
        {phase.name === 'review' ? (
          <>
            <Button variant="secondary" onClick={() => setPhase({ name: 'live' })}>
              {t(mode === 'photo' ? 'capture.retakePhoto' : 'capture.retakeVideo')}
            </Button>
            <Button ref={primary} onClick={() => onCapture(phase.file)}>
              {t('capture.attach')}
            </Button>
          </>
        ) : null}
        {problem && problem !== 'unsupported' ? (
          <Button ref={primary} variant="secondary" onClick={retry}>
            {t('capture.tryAgain')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Takes a photo or records a video (with sound) from the device's camera, in a dialog with the
 * live view; what the learner attaches is handed over as a File, as if picked from the device.
 */
export function CaptureDialog({
  mode,
  onClose,
  onCapture,
  returnFocusTo,
}: {
  /** The dialog is open while a mode is set. */
  mode: CaptureMode | null;
  onClose(): void;
  onCapture(file: File): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={mode !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={mode ? t(`capture.title.${mode}`) : ''}
      returnFocusTo={returnFocusTo}
    >
      {mode ? (
        <CaptureSession
          mode={mode}
          onCapture={(file) => {
            onCapture(file);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
