import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Writes the compilation hash to `build-hash.txt` beside `remoteEntry.js`. The core appends it to the
 * remote URL it hands the host (`remoteEntry.js?v=<hash>`), so a redeploy never mixes stale chunks.
 */
export class BuildHashFilePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('AtriumBuildHash', (stats) => {
      if (stats.hasErrors()) return;
      const out = compiler.options.output.path;
      if (!out) return;
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, 'build-hash.txt'), `${stats.hash ?? Date.now().toString(36)}\n`);
    });
  }
}
