import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../api/api-error';
import { createErrorReporter, isIgnoredError, reportUncaughtErrors } from './error-reporting';

function named(name: string, message = 'x'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('errors that are not reported (spec 000 section 1)', () => {
  it('ignores network errors', () => {
    expect(isIgnoredError(new NetworkError('/spa/api/v1/user'))).toBe(true);
    expect(isIgnoredError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isIgnoredError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      true,
    );
    expect(isIgnoredError(new TypeError('Load failed'))).toBe(true);
  });

  it('ignores aborted requests', () => {
    expect(isIgnoredError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      true,
    );
    expect(isIgnoredError(named('AbortError'))).toBe(true);
  });

  it('ignores chunk-load errors, script and style alike', () => {
    expect(isIgnoredError(named('ChunkLoadError', 'Loading chunk 7 failed.'))).toBe(true);
    expect(isIgnoredError(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(
      true,
    );
    expect(
      isIgnoredError(
        new TypeError('Failed to fetch dynamically imported module: /v/assets/day-1.js'),
      ),
    ).toBe(true);
    expect(isIgnoredError(new Error('Unable to preload CSS for /v/assets/day-1.css'))).toBe(true);
  });

  it('ignores an error caused by one of those', () => {
    expect(isIgnoredError(new Error('route failed', { cause: named('ChunkLoadError') }))).toBe(
      true,
    );
  });

  it('reports everything else', () => {
    expect(isIgnoredError(new TypeError('x is not a function'))).toBe(false);
    expect(isIgnoredError(new ApiError('/x', 500, null))).toBe(false);
    expect(isIgnoredError('boom')).toBe(false);
  });

  it('passes only reported errors to the service', () => {
    const service = { setUser: vi.fn(), capture: vi.fn() };
    const reporter = createErrorReporter(service);
    const bug = new RangeError('bad');
    reporter.report(new NetworkError('/x'));
    reporter.report(bug);
    expect(service.capture.mock.calls).toEqual([[bug]]);
  });
});

describe('uncaught errors', () => {
  it('reports errors and rejections of the page until stopped', () => {
    const target = new EventTarget() as unknown as Window;
    const report = vi.fn();
    const stop = reportUncaughtErrors(report, target);
    const error = new Error('load-time');
    target.dispatchEvent(new ErrorEvent('error', { error }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'rejected' });
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error }));
    expect(report.mock.calls).toEqual([[error], ['rejected']]);
  });
});
