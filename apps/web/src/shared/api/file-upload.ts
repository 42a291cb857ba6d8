import { fileEndpoints } from '@platform/contracts/endpoints/files';
import type { StoredFile } from '@platform/contracts/files';
import { call, type Send } from './http-client';

export type { StoredFile };

export type UploadOptions = {
  /** Called with the share of the bytes sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise rejects with the abort. */
  signal?: AbortSignal;
};

/** "name: value" lines of XMLHttpRequest.getAllResponseHeaders(). */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A fetch-shaped sender over XMLHttpRequest: fetch cannot report upload progress. Failures
 * reject as fetch's do, so the client's error rules (NetworkError, abort) apply unchanged. */
function sendWithProgress(onProgress: (fraction: number) => void): Send {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const aborted = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (init.signal?.aborted) return aborted();
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const text = xhr.responseText;
        resolve(
          new Response(text === '' ? null : text, {
            status: xhr.status,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('The upload could not reach the server'));
      xhr.onabort = aborted;
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** POST /files: one file part named `file`. The server decides the type from the bytes and
 * refuses what it does not take, with the reason under the `file` field. Avatars, homework and
 * chat attachments all start here; only callers that show progress need XMLHttpRequest. */
export async function uploadFile(file: Blob, options: UploadOptions = {}): Promise<StoredFile> {
  const { onProgress, signal } = options;
  const answer = await call(
    fileEndpoints.upload,
    { body: { file } },
    { signal, send: onProgress ? sendWithProgress(onProgress) : undefined },
  );
  return answer.data;
}
