#!/usr/bin/env node
// `npm start`: install what is missing, build the UI, then run core-api (migrate, seed the demo, serve).
import { run } from './lib/run.mjs';

await run('node', ['scripts/ensure-install.mjs']);
await run('node', ['scripts/build.mjs', '--no-fixtures']);
await run('npx', ['tsx', 'core-api/src/main.ts']);
