import { endpoint } from '@platform/contracts/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { jsonResponse } from '../../test/factories';
import { ApiError, NetworkError } from './api-error';
import {
  call,
  callAll,
  callPage,
  configureApi,
  navigationUrl,
  readPagination,
} from './http-client';
import { onGlobalLogout } from './logout-event';
import { tokenStorage } from './token-storage';

type Loose = z.ZodType<Record<string, unknown>>;
type Items = z.ZodType<{ id: number }[]>;

/** Endpoints of every shape the client handles (the real ones live in the contracts). */
const user = endpoint<{ query: Loose; answer: Loose }>()({ method: 'GET', path: '/user' });
const list = endpoint<{ query: Loose; answer: Items }>()({ method: 'GET', path: '/list' });
const login = endpoint<{ body: Loose; answer: Loose }>()({ method: 'POST', path: '/auth/login' });
const requestOtp = endpoint<{ body: Loose; answer: Loose }>()({
  method: 'POST',
  path: '/auth/request-otp',
  version: 'v2',
});
const thread = endpoint<{ params: z.ZodType<{ id: number }>; body: Loose; answer: Loose }>()({
  method: 'PUT',
  path: '/threads/:id',
});
const profileForm = endpoint<{ body: Loose; answer: Loose }>()({
  method: 'POST',
  path: '/user',
  encoding: 'form',
});
const remove = endpoint<{ answer: z.ZodNull }>()({ method: 'DELETE', path: '/x', status: 204 });
const social = endpoint<{
  params: z.ZodType<{ provider: string }>;
  query: Loose;
  answer: z.ZodNull;
}>()({
  method: 'GET',
  path: '/auth/social/:provider',
  status: 302,
});

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
    await call(user, { query: { expand: 'scores_amount', skip: undefined } });
    const { url, headers } = lastCall();
    expect(url).toBe('/spa/api/v1/user?expand=scores_amount&lang=en');
    expect(headers.get('authorization')).toBe('Bearer secret');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.get('x-app-type')).toBe('web');
    expect(headers.get('x-app-id')).toBe('web');
  });

  it('send no Authorization without a token', async () => {
    await call(user);
    expect(lastCall().headers.has('authorization')).toBe(false);
  });

  it("use the endpoint's version base, method and path with its parameters", async () => {
    answer({ message: 'ok', data: null, errors: {} });
    await call(requestOtp, { body: { email: 'a@b.cd' } });
    expect(lastCall().url).toBe('/spa/v2/auth/request-otp?lang=en');
    await call(thread, { params: { id: 7 }, body: { a: 1 } });
    expect(lastCall().url).toBe('/spa/api/v1/threads/7?lang=en');
    expect(lastCall().init.method).toBe('PUT');
    answer(null, { status: 204 });
    await call(remove);
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('send JSON bodies as JSON and the bodies of form endpoints as multipart', async () => {
    await call(thread, { params: { id: 7 }, body: { a: 1 } });
    expect(lastCall().init.body).toBe('{"a":1}');
    expect(lastCall().headers.get('content-type')).toBe('application/json');
    await call(profileForm, { body: { disable_notification: true, name: 'Anna', city: null } });
    const form = lastCall().init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(lastCall().headers.has('content-type')).toBe(false);
    expect([...form.entries()]).toEqual([
      ['disable_notification', '1'],
      ['name', 'Anna'],
    ]);
  });

  it('build the URL the browser navigates to for a redirecting endpoint', () => {
    expect(
      navigationUrl(social, { params: { provider: 'google' }, query: { successUrl: '/x' } }),
    ).toBe('/spa/api/v1/auth/social/google?successUrl=%2Fx&lang=en');
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
    const page = await callPage(list);
    expect(page).toEqual({
      items: [{ id: 1 }],
      pagination: { currentPage: 2, pageCount: 5, perPage: 20, totalCount: 93 },
    });
    expect(lastCall().url).not.toContain('page=');
    answer([{ id: 2 }]);
    await callPage(list, { query: { a: 1 } }, { page: 3 });
    expect(lastCall().url).toBe('/spa/api/v1/list?a=1&page=3&lang=en');
    expect(readPagination(new Headers())).toBeNull();
  });

  it('callAll asks for the largest pages and follows the page count', async () => {
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
    expect(await callAll(list, { query: { expand: 'a' } })).toEqual([
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
    expect(await callAll(list)).toEqual([{ id: 1 }]);
  });
});

describe('failures (spec section 8)', () => {
  it('throw ApiError with the parsed body for a non-ok answer', async () => {
    const body = { success: false, message: 'Нет', errors: { email: ['Занято'] } };
    answer(body, { status: 422 });
    const error = await call(login, { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Request /spa/api/v1/auth/login?lang=en failed with status 422',
    );
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Занято'] });
    expect((error as ApiError).retryAfterSeconds).toBeNull();
  });

  it('keep the Retry-After of a refusal', async () => {
    answer({ message: 'Later' }, { status: 429, headers: { 'retry-after': '12' } });
    const error = await call(login, { body: {} }).catch((caught: unknown) => caught);
    expect((error as ApiError).retryAfterSeconds).toBe(12);
  });

  it('treat a v1 success:false and a v2 message with "error" as failures', async () => {
    answer({ success: false, data: null, errors: {} });
    await expect(call(login, { body: {} })).rejects.toBeInstanceOf(ApiError);
    answer({ message: 'error: Неверный код', errors: {} });
    await expect(call(requestOtp, { body: {} })).rejects.toBeInstanceOf(ApiError);
  });

  it('fire the global logout on a 401 to a call that carried a token', async () => {
    const listener = vi.fn();
    const unsubscribe = onGlobalLogout(listener);
    answer({ success: false }, { status: 401 });
    await expect(call(user)).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();
    tokenStorage.write('revoked');
    await expect(call(user)).rejects.toBeInstanceOf(ApiError);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('wrap a failed fetch in NetworkError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(user)).rejects.toBeInstanceOf(NetworkError);
  });
});
