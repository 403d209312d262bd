#!/usr/bin/env node
// The README's test command: type-check, lint, unit and API tests, build, browser tests.
import { run, step } from './lib/run.mjs';

await step('install', () => run('node', ['scripts/ensure-install.mjs']));
await step('type-check', () => run('npx', ['tsc', '-p', 'tsconfig.json']));
await step('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
await step('API and unit tests', () => run('npx', ['vitest', 'run']));
await step('build', () => run('node', ['scripts/build.mjs']));
await step('browser tests', () => run('node', ['scripts/browser-tests.mjs']));
