import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_ALL_HINT } from '@atrium/sdk/build';

/** The host's build with its `.map` files, and the maps read so far (by script path). */
export interface SourceMaps {
  hostDist: string;
  cache: Map<string, Decoded | null>;
}

/** A map's segments per generated line: [generated column, source index], by column. */
interface Decoded {
  sources: string[];
  lines: [number, number][][];
  /** Lines put before the script after its map was written: the compile hint (sdk/src/build/compile-hint.ts). */
  offset: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The `mappings` of a version 3 source map, keeping what a lookup by position needs. */
function decode(map: { sources: string[]; mappings: string }, offset: number): Decoded {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of map.mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, source]);
      // Line and column in the source (fields 2 and 3) are relative across segments but unused here.
    }
    lines.push(segments);
  }
  return { sources: map.sources, lines, offset };
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
    decoded = fs.existsSync(file) ? decode(JSON.parse(fs.readFileSync(file, 'utf8')), hinted) : null;
    maps.cache.set(pathname, decoded);
  }
  if (!decoded) return pathname;
  const segments = decoded.lines[frame.line - decoded.offset] ?? [];
  let found: [number, number] | undefined;
  for (const s of segments) {
    if (s[0] > frame.column) break;
    found = s;
  }
  return found ? moduleOf(decoded.sources[found[1]]!) : pathname;
}
