import type { LoaderContext } from '@rspack/core';
import { kitNames, splitKitImports } from './paint-kits.js';

/** An rspack loader: imports of a first-paint kit's names from its package go to the kit (paint-kits.ts). */
export default function paintKitsLoader(this: LoaderContext, source: string): void {
  const done = this.async();
  kitNames().then(
    (kits) => done(null, splitKitImports(source, kits)),
    (error: Error) => done(error),
  );
}
