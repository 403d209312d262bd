import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot } from '@atrium/sdk/testing/browser';

/** The visible part of the screen, in test-results/host/. */
export const shot = (page: Page, name: string) => screenshot(page, 'host', name, { fullPage: false });

/** The shell's built script (`/assets/<file>`) holding `text`: the chunk of a part of a language's texts, found by one of them. */
export function assetWith(text: string): string {
  const dir = path.resolve(import.meta.dirname, '../../dist/assets');
  const name = fs.readdirSync(dir).find((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes(text));
  if (!name) throw new Error(`no built script holds ${JSON.stringify(text)}`);
  return `/assets/${name}`;
}
