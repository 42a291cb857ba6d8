import type { ConsoleMessage, Page } from 'playwright-core';

/** A response a journey provokes on purpose (a wrong password's 401, a refused sign-up's 403):
 * Chromium logs every response of status 400 and above as a console error of its own. `path`:
 * a part of the request's path, e.g. '/auth/login'. */
export type ExpectedFailure = { status: number; path: string };

const FAILED_RESOURCE = 'Failed to load resource: the server responded with a status of ';

function isExpected(message: ConsoleMessage, expected: readonly ExpectedFailure[]): boolean {
  const text = message.text();
  if (!text.startsWith(FAILED_RESOURCE)) return false;
  const { pathname } = new URL(message.location().url || 'about:blank');
  return expected.some(
    (failure) =>
      text.startsWith(`${FAILED_RESOURCE}${failure.status} `) && pathname.includes(failure.path),
  );
}

export type PageErrors = {
  /** Everything the page reported as wrong so far. */
  readonly errors: readonly string[];
  /** Declares a failing response the journey provokes; its console error is then expected. */
  expectFailure(failure: ExpectedFailure): void;
};

/** Collects what the page reports as wrong: uncaught exceptions and every console error, CSP
 * violations among them (a blocked script or style breaks the page without an exception), but
 * the failing responses the journey declared. */
export function watchPageErrors(page: Page): PageErrors {
  const errors: string[] = [];
  const expected: ExpectedFailure[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpected(message, expected)) return;
    const source = message.location().url;
    errors.push(`console error on ${page.url()}: ${message.text()}${source ? ` (${source})` : ''}`);
  });
  return {
    errors,
    expectFailure: (failure) => {
      expected.push(failure);
    },
  };
}
