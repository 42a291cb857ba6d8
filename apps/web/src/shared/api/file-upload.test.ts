import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { errorBody, fakeApi, formFields } from '../../test/fake-api';
import { fakeXhr } from '../../test/fake-xhr';
import { ApiError, NetworkError } from './api-error';
import { uploadFile } from './file-upload';
import { configureApi } from './http-client';
import { onGlobalLogout } from './logout-event';
import { tokenStorage } from './token-storage';

const stored = { id: 7, url: '/files/k', type: 2, mime: 'image/png', size: 4, name: 'me.png' };
const photo = new File(['png!'], 'me.png', { type: 'image/png' });

/** An answer the test releases when it wants, to look at the upload in between. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

beforeEach(() => configureApi({ appId: 'web', language: 'en' }));

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ appId: null, language: 'ru' });
});

describe('uploadFile', () => {
  it('posts the file part with fetch when no progress is asked for (the avatar)', async () => {
    const api = fakeApi({
      'POST /files': () => jsonResponse({ success: true, data: stored, errors: {} }),
    });
    const xhr = fakeXhr();
    await expect(uploadFile(photo)).resolves.toEqual(stored);
    expect(formFields(api.calls[0])).toEqual({ file: 'me.png' });
    expect(xhr.requests).toEqual([]);
  });

  it('reports progress over XMLHttpRequest with the conventions of every call', async () => {
    const pending = deferred();
    const api = fakeApi({ 'POST /files': () => pending.answer });
    const xhr = fakeXhr();
    tokenStorage.write('secret');
    const progress: number[] = [];
    const upload = uploadFile(photo, { onProgress: (fraction) => progress.push(fraction) });

    const request = xhr.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/spa/api/v1/files?lang=en');
    expect(request.headers.get('authorization')).toBe('Bearer secret');
    expect(request.headers.get('accept-language')).toBe('en');
    expect(request.headers.get('x-app-type')).toBe('web');
    expect(request.headers.get('x-app-id')).toBe('web');
    expect(formFields(api.calls[0])).toEqual({ file: 'me.png' });

    request.progress(1, 4);
    request.progress(4, 4);
    pending.release(jsonResponse({ success: true, data: stored, errors: {} }));
    await expect(upload).resolves.toEqual(stored);
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects a refusal as ApiError with the field message', async () => {
    fakeApi({
      'POST /files': () =>
        jsonResponse(errorBody({ file: ['You can upload only photo or video'] }), {
          status: 415,
        }),
    });
    fakeXhr();
    const error = await uploadFile(photo, { onProgress: () => {} }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).fieldErrors).toEqual({
      file: ['You can upload only photo or video'],
    });
  });

  it('ends the session on a 401 to an upload that carried a token', async () => {
    fakeApi({ 'POST /files': () => jsonResponse({ success: false }, { status: 401 }) });
    fakeXhr();
    tokenStorage.write('revoked');
    const listener = vi.fn();
    const unsubscribe = onGlobalLogout(listener);
    await expect(uploadFile(photo, { onProgress: () => {} })).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('rejects an unreachable server as NetworkError', async () => {
    fakeApi({
      'POST /files': () => {
        throw new TypeError('offline');
      },
    });
    fakeXhr();
    await expect(uploadFile(photo, { onProgress: () => {} })).rejects.toBeInstanceOf(NetworkError);
  });

  it('stops the request when aborted', async () => {
    fakeApi({ 'POST /files': () => deferred().answer });
    const xhr = fakeXhr();
    const controller = new AbortController();
    const upload = uploadFile(photo, { onProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.latest().aborted).toBe(true);
  });
});
