import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { SCREENSHOTS_DIR } from './screenshots';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

/**
 * One server for the whole run, on the embedded database only: the journeys test the client
 * against the server, and the API's PostgreSQL parity is the api project's own PostgreSQL pass.
 * WEB_DIST_DIR may point at another build than apps/web/dist. E2E_BASE_URL runs against a server
 * that is already up (the demo seed only, no journey learners: for the tour alone) instead of
 * starting one, which takes minutes on a busy machine.
 */
export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  const running = process.env.E2E_BASE_URL;
  if (running) {
    provide('baseUrl', running);
    return async () => undefined;
  }
  const server = await startServer(process.env.WEB_DIST_DIR);
  provide('baseUrl', server.baseUrl);
  return server.stop;
}
