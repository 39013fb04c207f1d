import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    globalSetup: ['test/global-setup.ts'],
    // CLI and browser tests start processes and Chromium; two at a time fits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    // Browser checks poll the page; on a loaded 2-core CI machine one second is not always enough.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
