#!/usr/bin/env node
// Compiles the server to JavaScript for `npm start` (docs/operations.md, Compiled start): core-api/src →
// core-api/dist, the SDK's server and shared halves → sdk/dist, and each plugin's server/ and shared/ →
// plugins/<code>/dist/{server,shared} (beside dist/ui). One file per source, no bundle: imports stay as
// written, so `import.meta.dirname` paths resolve from dist/ as from src/ (same depth), and packages
// reach each other through the `atrium-compiled` export condition (`node --conditions=atrium-compiled`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The TypeScript sources under `dir`, tests left out. */
function sources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Transpiles the given folders of one package (relative to `base`) into `out`, replacing what an earlier build left there. */
export async function compilePackage(base, folders, out) {
  const entryPoints = folders.flatMap((f) => sources(path.join(base, f)));
  for (const f of folders) fs.rmSync(path.join(out, f), { recursive: true, force: true });
  if (!entryPoints.length) return 0;
  await build({
    entryPoints,
    outbase: base,
    outdir: out,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return entryPoints.length;
}

/** Every workspace package with a server half: the core, the SDK and the plugins of plugins/ (all, or those named). */
export async function buildServer(only) {
  let files = await compilePackage(path.join(root, 'core-api/src'), ['.'], path.join(root, 'core-api/dist'));
  files += await compilePackage(path.join(root, 'sdk/src'), ['server', 'shared'], path.join(root, 'sdk/dist'));
  const plugins = path.join(root, 'plugins');
  for (const name of fs.existsSync(plugins) ? fs.readdirSync(plugins).sort() : []) {
    if (only && !only.includes(name)) continue;
    const dir = path.join(plugins, name);
    if (fs.existsSync(path.join(dir, 'package.json'))) files += await compilePackage(dir, ['server', 'shared'], path.join(dir, 'dist'));
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const files = await buildServer();
  console.log(`server compiled: ${files} files in ${Date.now() - started} ms`);
}
