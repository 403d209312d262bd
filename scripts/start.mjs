#!/usr/bin/env node
// `npm start`: install what is missing, build the UI and compile the server, then run core-api on plain
// Node (migrate, seed the demo, serve). tsx is for development and tests only (docs/operations.md).
import { run } from './lib/run.mjs';

await run('node', ['scripts/ensure-install.mjs']);
await run('node', ['scripts/build.mjs', '--no-fixtures']);
await run('node', ['scripts/build-server.mjs']);
await run('node', ['--conditions=atrium-compiled', 'core-api/dist/main.js']);
