import { defineProject } from 'vitest/config';

/**
 * Browser journeys: Debian's Chromium against the real server and the production build. Listed
 * by the root config only when E2E=1 (scripts/test.mjs sets it after `npm run build`), so a plain
 * `vitest run` stays fast and needs no browser.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    // *.test.ts: the journeys' own helpers (screenshot comparison), no browser needed.
    include: ['*.spec.ts', '*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // A journey is several page loads, each screen checked by axe, on 2 shared cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A journey that fails is run once more before it counts (Playwright's own CI default is
    // two): on two cores shared with the server, a click can land while a busy page still
    // renders. A real fault fails both runs; each failure keeps its FAILED- screenshot.
    retry: 1,
  },
});
