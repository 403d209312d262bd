import fs from 'node:fs';
import path from 'node:path';
import { decode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { COMPILE_ALL_HINT } from '@atrium/sdk/build';

/** The host's build with its `.map` files, and the maps read so far (by script path). */
export interface SourceMaps {
  hostDist: string;
  cache: Map<string, Decoded | null>;
}

/** A map's decoded mappings (per generated line, segments sorted by column), its sources and where it starts. */
interface Decoded {
  sources: string[];
  lines: SourceMapSegment[][];
  /** Lines put before the script after its map was written: the compile hint (sdk/src/build/compile-hint.ts). */
  offset: number;
}

/**
 * A package (`react-dom`, `@mantine/core`), a folder of the repository (`host/src/shell`, `sdk/src/ui`) or
 * the bundler's runtime, from a source path of the host's maps.
 */
export function moduleOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const own = /(?:^|\/)(host|sdk)\/src\/([^/]+)/.exec(source) ?? /^webpack:\/\/[^/]*\/\.\/src\/([^/]+)/.exec(source);
  if (own) return own.length === 3 ? `${own[1]}/src/${own[2]}` : `host/src/${own[1]}`;
  return (
    source
      .replace(/^webpack:\/\/[^/]*\//, '')
      .split('/')
      .slice(0, 3)
      .join('/') || 'bundler runtime'
  );
}

/**
 * Where a sampled function comes from: its module through the host's source maps, a remote's script by
 * its path (`/plugins/wall/…`), or the profiler's own labels (`(program)`: native work outside
 * JavaScript, `(garbage collector)`).
 */
export function moduleAt(maps: SourceMaps, frame: { url: string; line: number; column: number; functionName: string }): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const { pathname } = new URL(frame.url);
  if (!pathname.startsWith('/assets/')) return pathname.startsWith('/plugins/') ? pathname.split('/').slice(0, 3).join('/') : pathname;
  let decoded = maps.cache.get(pathname);
  if (decoded === undefined) {
    const file = path.join(maps.hostDist, `${pathname}.map`);
    const hinted = fs.readFileSync(path.join(maps.hostDist, pathname), 'utf8').startsWith(COMPILE_ALL_HINT) ? 1 : 0;
    const map = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[]; mappings: string }) : null;
    decoded = map && { sources: map.sources, lines: decode(map.mappings), offset: hinted };
    maps.cache.set(pathname, decoded);
  }
  if (!decoded) return pathname;
  const segments = decoded.lines[frame.line - decoded.offset] ?? [];
  let found: SourceMapSegment | undefined;
  for (const s of segments) {
    if (s[0] > frame.column) break;
    found = s;
  }
  return found && found.length > 1 ? moduleOf(decoded.sources[found[1]!]!) : pathname;
}
