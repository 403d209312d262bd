import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'sdk/**/*.test.ts',
      'host/src/**/*.test.ts',
      'core-api/test/**/*.test.ts',
      'plugins/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    fileParallelism: true,
  },
});
