import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { browserSources } from '@atrium/sdk/build';
import { SCREEN_GROUPS, textsPart } from './text-parts.js';

const root = path.resolve(import.meta.dirname, '../../..');
const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'locales', `${lang}.json`), 'utf8')) as Record<string, unknown>;

it('each language splits into a start part and a screens part that together hold every text once', () => {
  for (const lang of ['ru', 'en', 'uk']) {
    const texts = locale(lang);
    const start = textsPart(texts, 'start');
    const screens = textsPart(texts, 'screens');
    expect(Object.keys(screens).sort()).toEqual([...SCREEN_GROUPS].sort());
    expect({ ...start, ...screens }).toEqual(texts);
    expect(Object.keys(start).filter((g) => g in screens)).toEqual([]);
  }
});

/** Code that renders without the screens' texts: everything but the signed-in core screens (pages/, less sign-in and not-found). */
function startReaders(): string[] {
  const pages = path.join(root, 'host/src/pages');
  const waiting = (f: string) => f.startsWith(pages) && !/[\\/]pages[\\/](auth|not-found)[\\/]/.test(f);
  return browserSources(root).filter((f) => !waiting(f));
}

it('nothing that renders before a core screen has loaded reads a screens group', () => {
  const reads = new RegExp(`['"\`](${SCREEN_GROUPS.join('|')})\\.`);
  const readers = startReaders();
  expect(readers.length).toBeGreaterThan(100);
  expect(readers.filter((f) => reads.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(root, f))).toEqual([]);
});
