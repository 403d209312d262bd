import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { register } from 'tsx/esm/api';
import { expect, it } from 'vitest';
import { createRemoteConfig } from './remote.js';
import { PRELOAD_FILE } from './preload.js';
import type { RemotePreload } from '../shared/remote-preload.js';

// rspack loads the SDK's loaders (TypeScript) through Node, as the build does under `node --import tsx`.
register();

const wall = path.resolve(import.meta.dirname, '../../../plugins/wall');

it("a remote's build lists the scripts of its ./plugin module and each language's texts", async () => {
  const config = createRemoteConfig({ manifest: { code: 'wall' }, dir: wall, mode: 'production' });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-preload-'));
  config.output = { ...config.output, path: out };
  await new Promise<void>((resolve, reject) =>
    rspack(config).run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve())),
  );
  const list = JSON.parse(fs.readFileSync(path.join(out, PRELOAD_FILE), 'utf8')) as RemotePreload;
  const read = (f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  // The module's chunks are the ones the container entry loads for ./plugin (it names them by hash).
  expect(list.scripts).toEqual([expect.stringMatching(/^plugin\.\w+\.js$/)]);
  for (const f of list.scripts) expect(read('remoteEntry.js')).toContain(f.split('.')[1]);
  expect(Object.keys(list.texts).sort()).toEqual(['en', 'ru', 'uk']);
  for (const lang of ['en', 'ru', 'uk']) {
    const texts = JSON.parse(fs.readFileSync(path.join(wall, 'locales', `${lang}.json`), 'utf8')) as { title: string };
    expect(list.texts[lang]!.map(read).join('')).toContain(JSON.stringify(texts.title).slice(1, -1));
  }
}, 60_000);
