#!/usr/bin/env node
// The README's test command: type-check, format check and lint side by side, unit tests, API tests (SQLite,
// then MariaDB when TEST_MYSQL_URL is set), build, browser tests.
import { run, step, stepsTogether } from './lib/run.mjs';

const { TEST_MYSQL_URL, ...sqliteEnv } = process.env;

await step('install', () => run('node', ['scripts/ensure-install.mjs']));
await stepsTogether({
  'type-check': ['npx', 'tsc', '-p', 'tsconfig.json'],
  format: ['npx', 'prettier', '--check', '.'],
  lint: ['npx', 'eslint', '.', '--max-warnings=0'],
});
// Each API suite starts its own app on its own database (startTestApp), so their forks share one import
// of the core and the plugins (--no-isolate): the SQLite pass took 367 s with a fresh import per file
// and 135 s shared on a 2-core machine, most of it spent importing. The unit tests stub globals and
// share i18next, so they keep a fresh module graph per file.
const API_SUITES = ['core-api/test/', 'plugins/'];
await step('unit tests', () => run('npx', ['vitest', 'run', 'sdk/', 'host/src/', 'scripts/'], { env: sqliteEnv }));
await step('API tests on SQLite', () => run('npx', ['vitest', 'run', '--no-isolate', ...API_SUITES], { env: sqliteEnv }));
if (TEST_MYSQL_URL) {
  // The API suites again, the ones a database changes (the scaffolded plugin's own API test runs on
  // SQLite only, in the unit tests: its migration is the template every plugin follows).
  await step('API tests on MariaDB', () =>
    run('npx', ['vitest', 'run', '--no-isolate', ...API_SUITES], { env: { ...process.env, TEST_MYSQL_URL } }),
  );
}
await step('build', () => run('node', ['scripts/build.mjs']));
await step('browser tests', () => run('node', ['scripts/browser-tests.mjs']));
