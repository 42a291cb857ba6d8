import { vi } from 'vitest';
import { jsonResponse } from './factories';

export type ApiCall = {
  method: string;
  /** The path after the API base: '/user', '/cookie/update-policy'. */
  path: string;
  url: URL;
  body: BodyInit | null | undefined;
};

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** The answer to a call no test answers: 501, naming the call. */
export function unanswered(call: string): Response {
  return jsonResponse({ message: `No answer for ${call}` }, { status: 501 });
}

/**
 * Stubs fetch with answers by "METHOD /path" and records every call. A call without an answer
 * gets a 501, so a test never passes on a request it did not expect to make.
 */
export function fakeApi(routes: Readonly<Record<string, Handler>>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname.replace(/^\/spa\/(api\/v1|v2)/, ''),
      url,
      body: init?.body,
    };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`];
    return handler ? handler(call) : unanswered(`${method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls made as "METHOD /path". */
    requests: () => calls.map(({ method, path }) => `${method} ${path}`),
  };
}

/** The fields of a multipart body, files by name. */
export function formFields(call: ApiCall | undefined): Record<string, string> {
  if (!(call?.body instanceof FormData)) throw new Error('The call has no multipart body');
  return Object.fromEntries(
    [...call.body.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]),
  );
}

/** A v1 error body as the API answers it. */
export function errorBody(errors: Record<string, string[]>, message = 'Проверьте данные') {
  return {
    success: false,
    data: null,
    name: 'Unprocessable',
    message,
    code: 'invalid',
    status: 422,
    errors,
  };
}
