import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const LANGS = ['ru', 'en', 'uk'];
/** i18next's plural forms: ru and uk have one/few/many, en one/other, so a key is compared without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(obj: Record<string, unknown>, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = `${prefix}${k}`;
    if (v && typeof v === 'object') keysOf(v as Record<string, unknown>, `${key}.`).forEach((x) => out.add(x));
    else out.add(key.replace(PLURAL, ''));
  }
  return out;
}

/** Every folder with texts in the three languages: the shell's and each plugin's. */
const folders = [
  path.join(root, 'host/src/i18n/locales'),
  ...fs
    .readdirSync(path.join(root, 'plugins'))
    .map((p) => path.join(root, 'plugins', p, 'locales'))
    .filter((d) => fs.existsSync(d)),
];

it.each(folders.map((d) => [path.relative(root, d), d]))('%s has the same keys in ru, en and uk', (_name, dir) => {
  const keys = LANGS.map((l) => keysOf(JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8'))));
  const all = new Set(keys.flatMap((k) => [...k]));
  const missing = LANGS.flatMap((l, i) => [...all].filter((k) => !keys[i]!.has(k)).map((k) => `${l}: ${k}`));
  expect(missing).toEqual([]);
});
