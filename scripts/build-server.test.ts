import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryOf } from '../core-api/src/plugins/loader.js';
// @ts-expect-error a plain .mjs script without types
import { buildServer, compilePackage } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-compiled-'));
const pluginsDir = path.join(tmp, 'plugins');
let server: ChildProcess | undefined;
let log = '';
let url = '';
// The workspace's own plugins only: another test file creates and removes a scaffold in plugins/ meanwhile.
const isScaffold = (name: string) => name.startsWith('zscaffold');
const workspacePlugins = fs.readdirSync(path.join(root, 'plugins')).filter((name) => !isScaffold(name));

beforeAll(async () => {
  await buildServer(workspacePlugins);
  // An installed plugin that ships only JavaScript: the hello fixture's server built to dist/, named in atrium.server.
  const hello = path.join(pluginsDir, 'hello');
  await compilePackage(path.join(root, 'host/test/fixtures/hello'), ['server', 'shared'], path.join(hello, 'dist'));
  fs.writeFileSync(
    path.join(hello, 'package.json'),
    JSON.stringify({ name: 'plugin-hello', version: '1.0.0', type: 'module', atrium: { server: 'dist/server/index.js' } }),
  );
  // It finds the SDK as an installed package finds its peer: the installation's own copy.
  fs.mkdirSync(path.join(pluginsDir, 'node_modules/@atrium'), { recursive: true });
  fs.symlinkSync(path.join(root, 'sdk'), path.join(pluginsDir, 'node_modules/@atrium/sdk'));

  // What `npm start` runs once built: plain Node, no tsx.
  server = spawn(process.execPath, ['--conditions=atrium-compiled', 'core-api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: '',
      PLUGINS_DIR: pluginsDir,
      PLUGINS: ['hello', ...workspacePlugins].join(','),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const m = /listening on (http:\/\/localhost:\d+)/.exec(log);
      if (m) resolve(m[1]!);
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => reject(new Error(`the compiled core exited with ${code}:\n${log}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((r) => server!.on('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('starts on plain Node with the workspace plugins built and an installed plugin that ships JavaScript', async () => {
    for (const code of ['hello', ...workspacePlugins]) expect(log).toMatch(new RegExp(`with plugins: .*\\b${code}\\b`));
    // A scaffold another test file has in plugins/ for a moment is not built, so it may be refused; nothing else is.
    expect(log.split('\n').filter((line) => line.includes('refused') && !/plugin zscaffold\S* refused/.test(line))).toEqual([]);
    const env = await fetch(`${url}/api/env`);
    expect(env.status).toBe(200);
    // Migrations ran from the compiled location, and every plugin's routes are mounted.
    const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/hello/greeting', '/api/session']));
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/post/'))).toBe(true);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/poll'))).toBe(true);
  });

  it('resolves paths relative to its modules as the sources do (built host, data folder)', async () => {
    const { configFromEnv } = (await import(path.join(root, 'core-api/dist/config.js'))) as typeof import('../core-api/src/config.js');
    expect(configFromEnv({}).hostDist).toBe(path.join(root, 'host/dist'));
    expect(configFromEnv({}).dataDir).toBe(path.join(root, 'data'));
  });
});

it('a plugin names its server entry in atrium.server: JavaScript as named, TypeScript from its build when the core runs compiled', () => {
  expect(serverEntryOf('/p', 'dist/server/index.js', true)).toBe('/p/dist/server/index.js');
  expect(serverEntryOf('/p', 'server/index.js', false)).toBe('/p/server/index.js');
  expect(serverEntryOf('/p', undefined, false)).toBe('/p/server/index.ts');
  expect(serverEntryOf('/p', undefined, true)).toBe('/p/dist/server/index.js');
  expect(serverEntryOf('/p', 'src/entry.tsx', true)).toBe('/p/dist/src/entry.js');
});
