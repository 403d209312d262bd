import type { LoaderContext } from '@rspack/core';
import { browserContracts } from './contracts.js';

/** An rspack loader: a plugin's `shared/routes.ts` and `shared/sends.ts` without their schemas, for the browser (contracts.ts). */
export default function contractsLoader(this: LoaderContext, source: string): string {
  return browserContracts(source, this.resourcePath);
}
