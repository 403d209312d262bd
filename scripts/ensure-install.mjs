#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than the lock file.
import fs from 'node:fs';
import { run } from './lib/run.mjs';

const marker = 'node_modules/.package-lock.json';
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
if (stale) await run('npm', ['install', '--no-audit', '--no-fund']);
