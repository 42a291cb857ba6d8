import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppContext } from '../../src/context';
import { createTestApp, type TestApp } from './test-app';

/** The test app of a describe block, read when a test runs, with shorthands for v1 calls. */
export interface SuiteApp extends Omit<TestApp, 'close'> {
  /** A call of the v1 API (`url` below /spa/api/v1) with the given headers. */
  call(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers: Record<string, string>): Promise<LightMyRequestResponse>;
}

/** Opens a fresh test app before the tests of the enclosing describe block and closes it after
 * them, so that a suite needs no set-up block of its own. */
export function suiteApp(
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
): SuiteApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(env, overrides);
  });
  afterAll(() => opened?.close());
  const current = (): TestApp => {
    if (!opened) throw new Error('the suite app opens in beforeAll: use it inside a test');
    return opened;
  };
  const call: SuiteApp['call'] = (method, url, headers, payload) =>
    current().app.inject({ method, url: `/spa/api/v1${url}`, headers, payload });
  return {
    get app() {
      return current().app;
    },
    get ctx() {
      return current().ctx;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    get queries() {
      return current().queries;
    },
    mailbox: () => current().mailbox(),
    call,
    get: (url, headers) => call('GET', url, headers),
  };
}
