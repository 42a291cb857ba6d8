import { NetworkError } from '../api/api-error';

/** What an error-reporting service is asked to do. */
export type ErrorReportingService = {
  setUser(id: string | null): void;
  capture(error: unknown): void;
};

export const noopErrorReportingService: ErrorReportingService = {
  setUser() {},
  capture() {},
};

/** The wording browsers give a fetch that never reached the server (Chrome, Firefox, Safari). */
const NETWORK_MESSAGES =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed)$/;
/** How a failed chunk download surfaces: webpack's names of the spec, and the errors of Vite's
 * dynamic imports and CSS preloading, which is what this app's chunks throw. */
const CHUNK_NAMES = new Set(['ChunkLoadError', 'CSS_CHUNK_LOAD_FAILED']);
const CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|CSS_CHUNK_LOAD_FAILED|Loading (CSS )?chunk \S+ failed/;

function field(error: unknown, name: 'name' | 'message' | 'code'): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Network, abort and chunk-load errors are not reported (spec 000 section 1): they say the
 * connection dropped or a release replaced the files, not that the code is wrong. An error
 * caused by one of them counts as one.
 */
export function isIgnoredError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  const name = field(error, 'name');
  const message = field(error, 'message');
  if (name === 'AbortError' || name === 'NetworkError') return true;
  if (name === 'TypeError' && NETWORK_MESSAGES.test(message)) return true;
  if (CHUNK_NAMES.has(name) || CHUNK_NAMES.has(field(error, 'code'))) return true;
  if (CHUNK_MESSAGES.test(message)) return true;
  const cause = typeof error === 'object' && error !== null ? (error as Error).cause : undefined;
  return cause !== undefined && cause !== error && isIgnoredError(cause);
}

export function createErrorReporter(service: ErrorReportingService) {
  return {
    setUser(id: number | null): void {
      service.setUser(id === null ? null : String(id));
    },
    report(error: unknown): void {
      if (!isIgnoredError(error)) service.capture(error);
    },
  };
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>;

/**
 * Load-time and unexpected failures (spec 000 section 1): uncaught errors and unhandled promise
 * rejections of the page go to the reporter. Returns the function that stops listening.
 */
export function reportUncaughtErrors(
  report: (error: unknown) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
