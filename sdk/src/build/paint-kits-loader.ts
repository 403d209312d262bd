import type { LoaderContext } from '@rspack/core';
import { kitNames, splitKitImports } from './paint-kits.js';
import { scrollClassNamesOnly } from './scroll-class-names.js';

/**
 * An rspack loader: imports of a first-paint kit's names from its package go to the kit (paint-kits.ts),
 * and a module that uses the scroll lock only for its class names gets just those (scroll-class-names.ts).
 */
export default function paintKitsLoader(this: LoaderContext, source: string): void {
  const done = this.async();
  kitNames().then(
    (kits) => done(null, splitKitImports(scrollClassNamesOnly(source), kits)),
    (error: Error) => done(error),
  );
}
