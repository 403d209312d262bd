#!/usr/bin/env node
// The README's test command: type-check, format check, lint, unit and API tests (SQLite, then MariaDB when
// TEST_MYSQL_URL is set), build, browser tests.
import { run, step } from './lib/run.mjs';

const { TEST_MYSQL_URL, ...sqliteEnv } = process.env;

await step('install', () => run('node', ['scripts/ensure-install.mjs']));
await step('type-check', () => run('npx', ['tsc', '-p', 'tsconfig.json']));
await step('format', () => run('npx', ['prettier', '--check', '.']));
await step('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
await step('API and unit tests on SQLite', () => run('npx', ['vitest', 'run'], { env: sqliteEnv }));
if (TEST_MYSQL_URL) {
  await step('API tests on MariaDB', () => run('npx', ['vitest', 'run'], { env: { ...process.env, TEST_MYSQL_URL } }));
}
await step('build', () => run('node', ['scripts/build.mjs']));
await step('browser tests', () => run('node', ['scripts/browser-tests.mjs']));
