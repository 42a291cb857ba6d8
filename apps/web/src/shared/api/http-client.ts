import {
  type AnswerOf,
  API_BASE,
  type ApiVersion,
  type Endpoint,
  type InputOf,
  pathOf,
} from '@platform/contracts/endpoint';
import { DEFAULT_LANGUAGE, type Language } from '@platform/domain/constants/languages';
import { MAX_PER_PAGE } from '@platform/domain/constants/pages';
import { ApiError, isRecord, NetworkError } from './api-error';
import { emitGlobalLogout } from './logout-event';
import { tokenStorage } from './token-storage';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** What every request says about its caller; the app fills it in once the configuration and the
 * language are known. */
const context: { appId: string | null; language: Language } = {
  appId: null,
  language: DEFAULT_LANGUAGE,
};

export function configureApi(next: Partial<typeof context>): void {
  Object.assign(context, next);
}

type RequestOptions = {
  query?: Query;
  /** A plain value goes as JSON, FormData as multipart. */
  body?: unknown;
  version?: ApiVersion;
  signal?: AbortSignal;
  /** What carries the request; fetch unless a call needs more (upload progress). */
  send?: Send;
};

export type Send = (url: string, init: RequestInit) => Promise<Response>;

export type Pagination = {
  currentPage: number;
  pageCount: number;
  perPage: number;
  totalCount: number;
};

export type ApiResponse<T> = { data: T; pagination: Pagination | null };

function appendQuery(params: URLSearchParams, query: Query): void {
  for (const [name, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
}

/** The full URL of an API path, with the `lang` parameter every call carries. */
function apiUrl(path: string, version: ApiVersion = 'v1', query: Query = {}): string {
  const params = new URLSearchParams();
  appendQuery(params, query);
  params.set('lang', context.language);
  return `${API_BASE[version]}${path}?${params}`;
}

/** The x-pagination-* headers of a list, or null when the answer is not paginated. */
export function readPagination(headers: Headers): Pagination | null {
  const read = (name: string) => Number(headers.get(`x-pagination-${name}`));
  if (!headers.has('x-pagination-current-page')) return null;
  return {
    currentPage: read('current-page'),
    pageCount: read('page-count'),
    perPage: read('per-page'),
    totalCount: read('total-count'),
  };
}

/** Retry-After in seconds; the HTTP-date form is not sent by the API. */
function retryAfterOf(headers: Headers): number | null {
  const seconds = Number(headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** v1 auth calls answer success:false, v2 calls a message containing "error" (spec section 7). */
function saysFailure(body: unknown, version: ApiVersion): boolean {
  if (!isRecord(body)) return false;
  if (version === 'v2') return typeof body.message === 'string' && /error/i.test(body.message);
  return body.success === false;
}

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const version = options.version ?? 'v1';
  const token = tokenStorage.read();
  const url = apiUrl(path, version, options.query);
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': context.language,
    'X-App-Type': 'web',
  });
  if (context.appId !== null) headers.set('X-App-Id', context.appId);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser writes the multipart boundary itself
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    const init = { method, headers, body, signal: options.signal ?? null };
    response = await (options.send ? options.send(url, init) : fetch(url, init));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(url, { cause: error });
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    // Only a rejected token ends a session; a 401 to an anonymous call is just an answer.
    if (response.status === 401 && token) emitGlobalLogout();
    throw new ApiError(url, response.status, parsed, retryAfterOf(response.headers));
  }
  if (saysFailure(parsed, version)) throw new ApiError(url, response.status, parsed);
  return { data: parsed as T, pagination: readPagination(response.headers) };
}

type FormValue = string | number | boolean | Blob | null | undefined;

/** A multipart body; booleans go as 1/0 like the server's flags, empty values are left out. */
function toFormData(fields: Readonly<Record<string, FormValue>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return form;
}

type CallOptions = Pick<RequestOptions, 'signal' | 'send'>;
/** The input may be left out when nothing in it is required. */
type CallArgs<E, O = CallOptions> =
  Partial<InputOf<E>> extends InputOf<E>
    ? [input?: InputOf<E>, options?: O]
    : [input: InputOf<E>, options?: O];

function requestOf<E extends Endpoint>(
  endpoint: E,
  input: Partial<InputOf<E>> = {},
  options: CallOptions = {},
  pageQuery: Query = {},
): Promise<ApiResponse<AnswerOf<E>>> {
  const { params, query, body } = input as { params?: object; query?: Query; body?: unknown };
  // Forms and uploads travel as multipart, as the spec's client sends them.
  const encoded =
    endpoint.encoding !== 'json' && body !== undefined && !(body instanceof FormData)
      ? toFormData(body as Record<string, FormValue>)
      : body;
  return request<AnswerOf<E>>(endpoint.method, pathOf(endpoint, { ...params }), {
    ...options,
    version: endpoint.version,
    query: { ...query, ...pageQuery },
    body: encoded,
  });
}

/** Calls an endpoint of the contracts and answers its body, typed by the endpoint's schemas. */
export async function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>) {
  return (await requestOf(endpoint, input, options)).data;
}

/** One page of a list endpoint (the first unless `page` names another) with the pagination its
 * headers give; the page size is the route's. */
export async function callPage<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E, CallOptions & { page?: number }>
) {
  const { page, ...rest } = options ?? {};
  const { data, pagination } = await requestOf(
    endpoint,
    input,
    rest,
    page === undefined ? {} : { page },
  );
  return { items: data, pagination };
}

/** Every item of a list endpoint: the largest pages, those after the first asked for together. */
export async function callAll<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const largest = { 'per-page': MAX_PER_PAGE };
  const first = await requestOf(endpoint, input, options, largest);
  const pageCount = first.pagination?.pageCount ?? 1;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
      requestOf(endpoint, input, options, { ...largest, page: index + 2 }),
    ),
  );
  return [first.data, ...rest.map((page) => page.data)].flat() as AnswerOf<E>;
}

/** Where the browser navigates for an endpoint that answers by sending it on (social sign-in). */
export function navigationUrl<E extends Endpoint>(endpoint: E, input: InputOf<E>): string {
  const { params, query } = input as { params?: object; query?: Query };
  return apiUrl(pathOf(endpoint, { ...params }), endpoint.version, query);
}
