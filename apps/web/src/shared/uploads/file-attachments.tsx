import { HOMEWORK_FILE_MAX_BYTES, homeworkErrorMessage } from '@platform/domain/homework';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../api/api-error';
import { Button, buttonClassName } from '../ui/button';
import hidden from '../ui/visually-hidden.module.css';
import { CaptureDialog } from './capture-dialog';
import type { CaptureMode } from './capture-rules';
import styles from './uploads.module.css';
import type { FileUploads, Upload } from './use-file-uploads';

const MEGABYTE = 1024 ** 2;

function UploadRow({ upload, uploads }: { upload: Upload; uploads: FileUploads }) {
  const { t } = useTranslation();
  const { name } = upload.file;
  const percent = Math.round(upload.progress * 100);
  return (
    <li className={styles.upload}>
      <span className={styles.uploadName}>{name}</span>
      {upload.state === 'uploading' ? (
        <span className={styles.uploadProgress}>
          <span
            className={styles.track}
            role="progressbar"
            aria-label={t('homework.files.progress', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('homework.files.percent', { percent })}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </span>
          <span aria-hidden="true">{t('homework.files.percent', { percent })}</span>
        </span>
      ) : null}
      {upload.state === 'uploaded' ? (
        <span className={styles.uploaded}>{t('homework.files.uploaded')}</span>
      ) : null}
      {upload.state === 'failed' ? (
        <>
          <span className={styles.failed}>{refusalText(upload.error, t)}</span>
          <Button
            variant="text"
            aria-label={t('homework.files.retryName', { name })}
            onClick={() => uploads.retry(upload)}
          >
            {t('common.actions.retry')}
          </Button>
        </>
      ) : null}
      <Button
        variant="text"
        aria-label={t('homework.files.removeName', { name })}
        onClick={() => uploads.remove(upload.key)}
      >
        {t('homework.files.remove')}
      </Button>
    </li>
  );
}

/** What the live region says about the uploads as a whole. */
function useUploadsSummary(uploads: FileUploads): string {
  const { t } = useTranslation();
  const count = (state: Upload['state']) =>
    uploads.uploads.filter((upload) => upload.state === state).length;
  if (count('uploading') > 0) return t('homework.files.uploading', { count: count('uploading') });
  if (count('failed') > 0) return t('homework.files.failed', { count: count('failed') });
  return uploads.uploads.length > 0 ? t('homework.files.done') : '';
}

/** The photo and video picker, and the camera: each picked or captured file is checked, then
 * uploads at once with its own progress bar; the live region tells how the uploads go, refusals
 * are alerts. */
export function FileAttachments({
  uploads,
  error,
  onPick,
}: {
  uploads: FileUploads;
  error?: string | undefined;
  /** The files just picked, to be checked and uploaded. */
  onPick(files: File[]): void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const summary = useUploadsSummary(uploads);
  const [capturing, setCapturing] = useState<CaptureMode | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const openCapture = (mode: CaptureMode, button: HTMLButtonElement) => {
    opener.current = button;
    setCapturing(mode);
  };
  return (
    <fieldset className={styles.attachments}>
      <legend className={styles.legend}>{t('homework.files.legend')}</legend>
      <p id={hintId} className={styles.muted}>
        {t('homework.files.hint', { size: HOMEWORK_FILE_MAX_BYTES / MEGABYTE })}
      </p>
      <div className={styles.sources}>
        {/* A native file input inside its label: focusable, named, and opened by Enter/Space. */}
        <label className={buttonClassName({ variant: 'secondary' }, styles.attach)}>
          {t('homework.files.attach')}
          <input
            className={hidden.hidden}
            type="file"
            accept="image/*,video/*"
            multiple
            aria-describedby={hintId}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              // Cleared so that picking the same file again (after removing it) adds it again.
              event.target.value = '';
              onPick(files);
            }}
          />
        </label>
        <Button variant="secondary" onClick={(event) => openCapture('photo', event.currentTarget)}>
          {t('capture.takePhoto')}
        </Button>
        <Button variant="secondary" onClick={(event) => openCapture('video', event.currentTarget)}>
          {t('capture.recordVideo')}
        </Button>
      </div>
      {/* A captured file takes the path of a picked one: the same checks, upload and list. */}
      <CaptureDialog
        mode={capturing}
        onClose={() => setCapturing(null)}
        onCapture={(file) => onPick([file])}
        returnFocusTo={opener}
      />
      {uploads.uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label={t('homework.files.list')}>
          {uploads.uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} uploads={uploads} />
          ))}
        </ul>
      ) : null}
      <p className={styles.muted} role="status">
        {summary}
      </p>
      <div role="alert">
        {error ? <p className={styles.error}>{error}</p> : null}
        {uploads.rejected.map((rejection) => (
          <p key={rejection.key} className={styles.error}>
            {t('homework.files.rejected', {
              name: rejection.name,
              reason: t(homeworkErrorMessage(rejection.problem).key),
            })}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
