import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['host/test/**/*.browser.test.ts', 'plugins/*/test/**/*.browser.test.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    passWithNoTests: true,
  },
});
