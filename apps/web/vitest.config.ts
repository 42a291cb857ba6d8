import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // CI runs these beside the API's database tests on two cores: a screen that renders in
    // 300 ms alone can take seconds there. Waiting longer only slows a test that fails anyway.
    testTimeout: 20_000,
  },
});
