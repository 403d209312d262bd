#!/usr/bin/env node
// Builds the host and every plugin UI remote (each plugin with a ui/ folder and an rspack config).
import fs from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const targets = [];
if (fs.existsSync('host/rspack.config.ts') || fs.existsSync('host/rspack.config.mjs')) targets.push('host');
for (const name of fs.existsSync('plugins') ? fs.readdirSync('plugins').sort() : []) {
  const dir = path.join('plugins', name);
  if (fs.existsSync(path.join(dir, 'rspack.config.ts')) || fs.existsSync(path.join(dir, 'rspack.config.mjs'))) targets.push(dir);
}
for (const dir of targets) {
  console.log(`building ${dir}`);
  await run('npx', ['rspack', 'build'], { cwd: dir });
}
