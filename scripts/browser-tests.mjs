#!/usr/bin/env node
// Runs the browser tests (files named *.browser.test.ts) against the built app in Debian's Chromium.
import fs from 'node:fs';
import { run } from './lib/run.mjs';

if (!fs.existsSync('/usr/bin/chromium')) {
  console.error("Chromium is missing: install Debian's package with `apt-get install -y chromium` (.ci/run does).");
  process.exit(1);
}
await run('npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts']);
