#!/usr/bin/env node
// Builds the host and every plugin UI remote (each plugin with a ui/ folder and an rspack config).
import fs from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';

const targets = [];
if (fs.existsSync('host/rspack.config.ts') || fs.existsSync('host/rspack.config.mjs')) targets.push('host');
// Plugin remotes, and the browser tests' fixture plugins (built the same way, by createRemoteConfig);
// `npm start` passes --no-fixtures since nothing it serves uses them.
const bases = process.argv.includes('--no-fixtures') ? ['plugins'] : ['plugins', 'host/test/fixtures'];
for (const base of bases) {
  for (const name of fs.existsSync(base) ? fs.readdirSync(base).sort() : []) {
    const dir = path.join(base, name);
    if (fs.existsSync(path.join(dir, 'rspack.config.ts')) || fs.existsSync(path.join(dir, 'rspack.config.mjs'))) targets.push(dir);
  }
}
// rspack.config.ts files import TypeScript sources (@atrium/sdk/build), so the CLI runs under tsx on Node 20.
const rspackBin = path.resolve('node_modules/@rspack/cli/bin/rspack.js');
for (const dir of targets) {
  console.log(`building ${dir}`);
  await run('node', ['--import', 'tsx', rspackBin, 'build'], { cwd: dir });
}
