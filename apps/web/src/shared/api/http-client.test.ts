import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { ApiError, NetworkError } from './api-error';
import { api, configureApi, readPagination, request, toFormData } from './http-client';
import { onGlobalLogout } from './logout-event';
import { tokenStorage } from './token-storage';

const fetchMock = vi.fn<typeof fetch>();

/** Each call gets its own Response: a body can be read once. */
function answer(body: unknown, init?: ResponseInit) {
  fetchMock.mockImplementation(async () => jsonResponse(body, init));
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ appId: 'web', language: 'en' });
  answer({ success: true, data: null, errors: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  configureApi({ appId: null, language: 'ru' });
});

describe('requests (spec section 7)', () => {
  it('carry the conventions of every call', async () => {
    tokenStorage.write('secret');
    await api.get('/user', { query: { expand: 'scores_amount', skip: undefined } });
    const { url, headers } = lastCall();
    expect(url).toBe('/spa/api/v1/user?expand=scores_amount&lang=en');
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('x-app-type')).toBe('web');
    expect(headers.get('x-app-id')).toBe('web');
  });

  it('send no Authorization without a token, and the token in the query when asked', async () => {
    await api.get('/cookie');
    expect(lastCall().headers.has('authorization')).toBe(false);
    tokenStorage.write('secret');
    await api.post('/order/5', undefined, { tokenInQuery: true });
    expect(lastCall().url).toBe('/spa/api/v1/order/5?token=secret&lang=en');
  });

  it('use the v2 base path', async () => {
    answer({ message: 'ok', data: null, errors: {} });
    await api.post('/auth/request-otp', { email: 'a@b.cd' }, { version: 'v2' });
    expect(lastCall().url).toBe('/spa/v2/auth/request-otp?lang=en');
  });

  it('send plain bodies as JSON and FormData as multipart', async () => {
    await api.patch('/x', { a: 1 });
    expect(lastCall().init.body).toBe('{"a":1}');
    expect(lastCall().headers.get('content-type')).toBe('application/json');
    const form = toFormData({ disable_notification: true, name: 'Anna', city: null });
    await api.put('/x', form);
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers.has('content-type')).toBe(false);
    expect([...form.entries()]).toEqual([
      ['disable_notification', '1'],
      ['name', 'Anna'],
    ]);
    await api.delete('/x');
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('read the pagination headers of lists', async () => {
    answer([{ id: 1 }], {
      headers: {
        'x-pagination-current-page': '2',
        'x-pagination-page-count': '5',
        'x-pagination-per-page': '20',
        'x-pagination-total-count': '93',
      },
    });
    const page = await api.getPage<{ id: number }[]>('/list');
    expect(page).toEqual({
      items: [{ id: 1 }],
      pagination: { currentPage: 2, pageCount: 5, perPage: 20, totalCount: 93 },
    });
    expect(readPagination(new Headers())).toBeNull();
  });

  it('getAll asks for the largest pages and follows the page count', async () => {
    fetchMock.mockImplementation(async (url) => {
      const page = Number(new URL(String(url), 'http://x').searchParams.get('page') ?? 1);
      return jsonResponse([{ id: page }], {
        headers: {
          'x-pagination-current-page': String(page),
          'x-pagination-page-count': '3',
          'x-pagination-per-page': '100',
          'x-pagination-total-count': '201',
        },
      });
    });
    expect(await api.getAll<{ id: number }>('/list', { query: { expand: 'a' } })).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      '/spa/api/v1/list?expand=a&per-page=100&lang=en',
      '/spa/api/v1/list?expand=a&per-page=100&page=2&lang=en',
      '/spa/api/v1/list?expand=a&per-page=100&page=3&lang=en',
    ]);
    answer([{ id: 1 }]);
    expect(await api.getAll('/unpaged')).toEqual([{ id: 1 }]);
  });
});

describe('failures (spec section 8)', () => {
  it('throw ApiError with the parsed body for a non-ok answer', async () => {
    const body = { success: false, message: 'Нет', errors: { email: ['Занято'] } };
    answer(body, { status: 422 });
    const error = await request('POST', '/auth/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Request /spa/api/v1/auth/login?lang=en failed with status 422',
    );
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Занято'] });
  });

  it('treat a v1 success:false and a v2 message with "error" as failures', async () => {
    answer({ success: false, data: null, errors: {} });
    await expect(api.post('/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    answer({ message: 'error: Неверный код', errors: {} });
    await expect(api.post('/auth/verify-otp', {}, { version: 'v2' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('fire the global logout on a 401 to a call that carried a token', async () => {
    const listener = vi.fn();
    const unsubscribe = onGlobalLogout(listener);
    answer({ success: false }, { status: 401 });
    await expect(api.get('/user')).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
    tokenStorage.write('revoked');
    await expect(api.get('/user')).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('wrap a failed fetch in NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/user')).rejects.toBeInstanceOf(NetworkError);
  });
});
