import { defineConfig } from 'vitest/config';

/** The browser journeys need a build, Chromium and a running server: only on request
 * (scripts/test.mjs runs them with E2E=1 after `npm run build`). */
const e2e = process.env.E2E === '1' ? ['apps/web/e2e'] : [];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web', ...e2e],
  },
});
