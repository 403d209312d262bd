#!/usr/bin/env node
// npm run create-plugin -- <code> [--title "Title"] [--dir plugins]
// Generates a working plugin from scripts/plugin-template: manifest, server (entity, migration, routes,
// right, seed), shared schemas, UI remote (one page and a menu entry), ru/en/uk locales and an API test.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
const templateDir = path.join(import.meta.dirname, 'plugin-template');

/** A plugin code (2-40, as the core checks it): the client feature, the right and the remote name; its table prefix has `_` for `-`. */
export const CODE_RE = /^[a-z][a-z0-9_-]{1,39}$/;

const words = (code) => code.split(/[-_]/).filter(Boolean);
const pascal = (code) =>
  words(code)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
const camel = (code) => pascal(code).charAt(0).toLowerCase() + pascal(code).slice(1);
const title = (code) =>
  words(code)
    .map((p, i) => (i ? p : p.charAt(0).toUpperCase() + p.slice(1)))
    .join(' ');

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes the plugin `code` into `<dir>/<code>`. Template files end in `.tpl` so that tsc, eslint and
 * vitest never pick them up; `__CODE__`, `__PASCAL__`, `__CAMEL__`, `__TITLE__`, `__TABLE__` and `__TS__` are replaced.
 * Each file is written in the repository's prettier style: a code or title of another length moves
 * line breaks, and `npm test` checks the format of every plugin.
 */
export async function createPlugin(code, opts = {}) {
  if (!CODE_RE.test(code ?? ''))
    throw new Error(`plugin code "${code}" must be 2-40 lower-case letters, digits, - or _, starting with a letter`);
  const dir = path.resolve(opts.dir ?? path.join(root, 'plugins'), code);
  if (fs.existsSync(dir)) throw new Error(`${path.relative(root, dir)} already exists`);
  const ts = String(opts.timestamp ?? Date.now());
  const vars = {
    __CODE__: code,
    __PASCAL__: pascal(code),
    __CAMEL__: camel(code),
    __TITLE__: opts.title ?? title(code),
    __TABLE__: code.replace(/-/g, '_'),
    __TS__: ts,
  };
  const fill = (text) => text.replace(/__(CODE|PASCAL|CAMEL|TITLE|TABLE|TS)__/g, (m) => vars[m]);
  const written = [];
  // package.json goes last: whoever scans plugins/ meanwhile sees no plugin or a complete one.
  const files = walk(templateDir).sort((a, b) => Number(a.endsWith('package.json.tpl')) - Number(b.endsWith('package.json.tpl')));
  for (const file of files) {
    let rel = path.relative(templateDir, file).replace(/\.tpl$/, '');
    if (rel === path.join('server', 'migrations', 'migration.ts')) rel = path.join('server', 'migrations', `${ts}-${code}.ts`);
    const target = path.join(dir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const options = { ...(await prettier.resolveConfig(target)), filepath: target };
    fs.writeFileSync(target, await prettier.format(fill(fs.readFileSync(file, 'utf8')), options));
    written.push(rel);
  }
  return { dir, files: written.sort() };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const titleArg = flag('title');
  const dirArg = flag('dir');
  const code = args[0];
  try {
    const { dir, files } = await createPlugin(code, { title: titleArg, dir: dirArg });
    console.log(`created ${path.relative(process.cwd(), dir)}:`);
    for (const f of files) console.log(`  ${f}`);
    console.log(`
Next:
  npm install                        # links the new workspace (and adds it to the lock file)
  npx vitest run ${path.relative(root, dir)}   # its API test
  npm run build                      # builds its UI remote
  restart (npm start), then switch the feature "${code}" on for a client and give employees the right "${code}".
See docs/plugin-guide.md.`);
  } catch (err) {
    console.error(`create-plugin: ${err.message}`);
    process.exit(1);
  }
}
