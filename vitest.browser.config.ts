import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['host/test/**/*.browser.test.ts', 'plugins/*/test/**/*.browser.test.ts'],
    // A journey's step judges each screen it leaves with axe (about a second each) besides its own waits.
    testTimeout: 90000,
    hookTimeout: 120000,
    // A poll waits for what a person would wait for. Vitest's 1 s default failed on a slow CI machine
    // (Chromium's first paint took ~5 s there), where the page was right a moment later.
    expect: { poll: { timeout: 10000 } },
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    passWithNoTests: true,
  },
});
