import type { LoaderContext } from '@rspack/core';
import { facadeProblems, sharedFacades } from './facades.js';
import { kitNames, splitKitImports } from './paint-kits.js';
import { scrollClassNamesOnly } from './scroll-class-names.js';

/**
 * An rspack loader: imports of a first-paint kit's names from its package go to the kit (paint-kits.ts),
 * and a module that uses the scroll lock only for its class names gets just those (scroll-class-names.ts).
 * In our own sources, a name a shared facade does not provide fails the build (facades.ts).
 */
export default function paintKitsLoader(this: LoaderContext, source: string): void {
  const done = this.async();
  const ours = !this.resourcePath.includes(`node_modules`);
  Promise.all([kitNames(), ours ? sharedFacades() : null]).then(
    ([kits, facades]) => {
      const problems = facades ? facadeProblems(source, this.resourcePath, facades) : [];
      if (problems.length) done(new Error(`${problems.join('\n')}: add it to the facade or use another name`));
      else done(null, splitKitImports(scrollClassNamesOnly(source), kits));
    },
    (error: Error) => done(error),
  );
}
