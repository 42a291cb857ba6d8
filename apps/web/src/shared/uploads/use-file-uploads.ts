import { homeworkFileProblem } from '@platform/domain/homework';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type StoredFile, uploadFile } from '../api/file-upload';

export type Upload = {
  key: string;
  file: File;
  /** The share of the bytes sent, from 0 to 1. */
  progress: number;
  state: 'uploading' | 'uploaded' | 'failed';
  stored: StoredFile | null;
  error: unknown;
};

/** A picked file refused before upload, by the rule of homeworkFileProblem. */
export type Rejection = { key: string; name: string; problem: 'onlyPhotoOrVideo' | 'tooLarge' };

type State = { uploads: Upload[]; rejected: Rejection[] };
type Action =
  | { type: 'picked'; added: Upload[]; rejected: Rejection[] }
  | { type: 'changed'; key: string; change: Partial<Upload> }
  | { type: 'removed'; key: string };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'picked':
      return { uploads: [...state.uploads, ...action.added], rejected: action.rejected };
    case 'changed':
      return {
        ...state,
        uploads: state.uploads.map((upload) =>
          upload.key === action.key ? { ...upload, ...action.change } : upload,
        ),
      };
    case 'removed':
      return { ...state, uploads: state.uploads.filter((upload) => upload.key !== action.key) };
  }
}

/**
 * Files attached to a message (a homework submission, a chat message): each picked file is checked, then uploaded at once with its
 * progress, and can be removed (which stops its upload) or, after a failure, uploaded again.
 * Local state of the form, not server state: the server only learns the ids on submit.
 */
export function useFileUploads() {
  const [{ uploads, rejected }, dispatch] = useReducer(reducer, { uploads: [], rejected: [] });
  const running = useRef(new Map<string, AbortController>());

  // Leaving the form stops what is still uploading.
  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const start = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    running.current.set(key, controller);
    const change = (update: Partial<Upload>) => dispatch({ type: 'changed', key, change: update });
    uploadFile(file, {
      signal: controller.signal,
      onProgress: (progress) => change({ progress }),
    })
      .then(
        (stored) => change({ state: 'uploaded', progress: 1, stored }),
        (error: unknown) => {
          if (!controller.signal.aborted) change({ state: 'failed', error });
        },
      )
      .finally(() => {
        if (running.current.get(key) === controller) running.current.delete(key);
      });
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added: Upload[] = [];
      const refused: Rejection[] = [];
      for (const file of files) {
        const problem = homeworkFileProblem({ mime: file.type, size: file.size });
        const key = crypto.randomUUID();
        if (problem) refused.push({ key, name: file.name, problem });
        else added.push({ key, file, progress: 0, state: 'uploading', stored: null, error: null });
      }
      dispatch({ type: 'picked', added, rejected: refused });
      for (const upload of added) start(upload.key, upload.file);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort();
    dispatch({ type: 'removed', key });
  }, []);

  const retry = useCallback(
    (upload: Upload) => {
      dispatch({
        type: 'changed',
        key: upload.key,
        change: { state: 'uploading', progress: 0, error: null },
      });
      start(upload.key, upload.file);
    },
    [start],
  );

  return {
    uploads,
    rejected,
    add,
    remove,
    retry,
    busy: uploads.some((upload) => upload.state === 'uploading'),
    fileIds: uploads.flatMap((upload) => (upload.stored ? [upload.stored.id] : [])),
  };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
