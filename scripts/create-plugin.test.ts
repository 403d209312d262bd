import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain .mjs script without types
import { createPlugin } from './create-plugin.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
// A temporary plugin inside plugins/, as `npm run create-plugin` makes it; removed afterwards.
const code = `zscaffold-${crypto
  .randomBytes(3)
  .toString('hex')
  .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const dir = path.join(root, 'plugins', code);
let files: string[] = [];

beforeAll(async () => {
  // A run killed half-way may have left its plugin behind; it must not linger in plugins/. Only
  // stale ones go: a fresh one belongs to another run of this test going on at the same time.
  for (const name of fs.readdirSync(path.join(root, 'plugins'))) {
    const leftover = path.join(root, 'plugins', name);
    if (/^zscaffold-?[a-j]{6}$/.test(name) && Date.now() - fs.statSync(leftover).mtimeMs > 30 * 60_000)
      fs.rmSync(leftover, { recursive: true, force: true });
  }
  ({ files } = (await createPlugin(code, { timestamp: 1900000000000 })) as { files: string[] });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const sh = async (cmd: string, args: string[]) => {
  try {
    return await run(cmd, args, { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 20 * 1024 * 1024 });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`);
  }
};

describe('npm run create-plugin', () => {
  it('refuses a bad code and an existing folder', async () => {
    await expect(createPlugin('Bad-Code')).rejects.toThrow(/lower-case/);
    // The core accepts codes of 2 to 40 characters (core-api/src/plugins/loader.ts): so does the generator.
    await expect(createPlugin(`a${'b'.repeat(40)}`)).rejects.toThrow(/2-40 lower-case/);
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'create-plugin-'));
    fs.mkdirSync(path.join(parent, `a${'b'.repeat(39)}`));
    await expect(createPlugin(`a${'b'.repeat(39)}`, { dir: parent })).rejects.toThrow(/already exists/);
    fs.rmSync(parent, { recursive: true, force: true });
    await expect(createPlugin(code)).rejects.toThrow(/already exists/);
  });

  it('generates package, manifest, server, migration, shared schemas, UI remote, locales and a test', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'rspack.config.ts',
        'server/index.ts',
        'server/entities/item.ts',
        `server/migrations/1900000000000-${code}.ts`,
        'server/routes/index.ts',
        'shared/manifest.ts',
        'shared/schemas.ts',
        'ui/index.tsx',
        'ui/pages/ItemsPage.tsx',
        'locales/en.json',
        'locales/ru.json',
        'locales/uk.json',
        'test/api.test.ts',
      ]),
    );
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(`@atrium/plugin-${code}`);
    // package.json only says where the server half is; every other fact is in the manifest.
    expect(pkg.atrium).toEqual({ server: 'server/index.ts' });
    for (const f of files) expect(fs.readFileSync(path.join(dir, f), 'utf8')).not.toMatch(/__(CODE|PASCAL|TITLE|TABLE|TS)__/);
  });

  it('type-checks, lints and keeps the format clean', async () => {
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: '../../tsconfig.base.json', include: ['server', 'shared', 'test', 'ui', 'rspack.config.ts'] }),
    );
    try {
      await sh('npx', ['tsc', '-p', path.join(dir, 'tsconfig.json')]);
    } finally {
      fs.rmSync(path.join(dir, 'tsconfig.json'));
    }
    await sh('npx', ['eslint', dir, '--max-warnings=0']);
    await sh('npx', ['prettier', '--check', dir]);
  }, 240_000);

  it('builds its UI remote with createRemoteConfig', async () => {
    await run('node', ['--import', 'tsx', path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: dir,
      maxBuffer: 20 * 1024 * 1024,
    });
    expect(fs.existsSync(path.join(dir, 'dist/ui/remoteEntry.js'))).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'dist/ui/build-hash.txt'), 'utf8').trim()).not.toBe('');
  }, 120_000);

  it('passes its own API test', async () => {
    const { stdout } = await sh('npx', ['vitest', 'run', `plugins/${code}/test`]);
    expect(stdout).toMatch(/4 passed/);
  }, 240_000);

  it('is discovered from plugins/ with its menu entry, and listed for a client with the feature on', async () => {
    const { installedPlugins } = await import('@atrium/core-api');
    const { startTestApp } = await import('@atrium/sdk/testing');
    const { plugins } = await installedPlugins(
      (line: string) => {
        throw new Error(line);
      },
      { ...process.env, PLUGINS: code },
    );
    expect(plugins.map((p: { code: string }) => p.code)).toEqual([code]);
    const t = await startTestApp({ plugins });
    try {
      const acme = await t.client({ features: [{ feature: code, active: true }] });
      const listed = (await acme.admin.api.get('/api/plugins')).body.result.find((p: { code: string }) => p.code === code);
      expect(listed.remoteEntry).toContain(`/plugins/${code}/remoteEntry.js`);
      expect(listed.routes).toEqual([`/${code}`]);
      expect(listed.menu).toEqual([expect.objectContaining({ key: code, to: `/${code}`, icon: { paths: expect.any(Array) } })]);
      expect(listed.rights).toEqual({ [code]: expect.objectContaining({ en: expect.any(String) }) });
      const off = await t.client({ features: [{ feature: code, active: false }] });
      expect((await off.admin.api.get('/api/plugins')).body.result.map((p: { code: string }) => p.code)).not.toContain(code);
    } finally {
      await t.close();
    }
  }, 120_000);
});
