import type { LoaderContext } from '@rspack/core';
import { textsPart, type TextsPart } from '../src/i18n/text-parts.js';

/** An rspack loader: one part of a locale file, named by the import's `?part=` (src/i18n/text-parts.ts). */
export default function textsLoader(this: LoaderContext, source: string): string {
  const part = new URLSearchParams(this.resourceQuery).get('part');
  if (part !== 'start' && part !== 'screens') throw new Error(`${this.resourcePath}: unknown texts part ${part}`);
  return JSON.stringify(textsPart(JSON.parse(source) as Record<string, unknown>, part satisfies TextsPart));
}
