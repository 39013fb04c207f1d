import { defineConfig } from 'vitest/config';

// Tests run what the CLI runs: the dependencies' production builds (bin/portal.js sets the same).
// Without this, Node gets the `development` condition and micromark's development build, whose
// assertions throw where the shipped parser reports a syntax error with its line.
process.env.NODE_ENV = 'production';

/**
 * Three projects: `unit` (fast, in-process), `tool` (the CLI, the browser client and the
 * deployment, on fixture sites only) and `content` (the portal's own site). A change to a page of
 * content/ can fail only the content project. `npm test` runs all three.
 */
export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    // CLI and browser tests start processes and Chromium; two at a time fits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    // Browser checks poll the page; on a loaded 2-core CI machine one second is not always enough.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'core/**/*.test.ts', 'renderer/**/*.test.ts', 'openapi/**/*.test.ts'],
          // In-process tests of modules without state of their own: one module cache per worker saves most of the run.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'tool', include: ['test/{integration,openapi,browser,scale,security}/**/*.test.ts'] } },
      { extends: true, test: { name: 'content', include: ['test/content/**/*.test.ts'] } },
    ],
  },
});
