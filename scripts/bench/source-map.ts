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
  /** Each source's text split in lines, read on first use (the map's `sourcesContent`). */
  texts: (string[] | undefined)[];
  content: (string | null)[];
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
export const moduleAt = (maps: SourceMaps, frame: Frame): string => sourceAt(maps, frame).module;

/** A sampled function's position in a script, as the CPU profile gives it. */
export interface Frame {
  url: string;
  line: number;
  column: number;
  functionName: string;
}

/**
 * A sampled function's module (as `moduleAt`) and, for the host's scripts, its name in the source: the
 * function declared on the source line its start maps to (the minifier writes no names in the map), so
 * React's `commitRoot` rather than two letters; an inline callback's file and line.
 */
export function sourceAt(maps: SourceMaps, frame: Frame): { module: string; name: string } {
  const name = frame.functionName;
  if (!frame.url) return { module: name.startsWith('(') ? name : '(native)', name };
  const { pathname } = new URL(frame.url);
  if (!pathname.startsWith('/assets/'))
    return { module: pathname.startsWith('/plugins/') ? pathname.split('/').slice(0, 3).join('/') : pathname, name };
  let decoded = maps.cache.get(pathname);
  if (decoded === undefined) {
    const file = path.join(maps.hostDist, `${pathname}.map`);
    const hinted = fs.readFileSync(path.join(maps.hostDist, pathname), 'utf8').startsWith(COMPILE_ALL_HINT) ? 1 : 0;
    const map = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[]; mappings: string })
      : null;
    decoded = map && {
      sources: map.sources,
      texts: [],
      content: map.sourcesContent ?? [],
      lines: decode(map.mappings),
      offset: hinted,
    };
    maps.cache.set(pathname, decoded);
  }
  if (!decoded) return { module: pathname, name };
  const segments = decoded.lines[frame.line - decoded.offset] ?? [];
  let found: SourceMapSegment | undefined;
  for (const s of segments) {
    if (s[0] > frame.column) break;
    found = s;
  }
  if (!found || found.length < 4) return { module: pathname, name };
  const [, source, line] = found as [number, number, number, number];
  const text = (decoded.texts[source] ??= decoded.content[source]?.split('\n'));
  // A function declaration, or an arrow function given to a constant (`const useMe = () =>`).
  const declared = /function\s*\*?\s*([\w$]+)\s*\(|(?:const|let)\s+([\w$]+)\s*=\s*(?:async\s*)?\(/.exec(text?.[line] ?? '');
  // Else an inline callback, named by its file and line: a minified name says nothing.
  const file = decoded.sources[source]!;
  return { module: moduleOf(file), name: declared?.[1] ?? declared?.[2] ?? `${path.basename(file)}:${line + 1}` };
}
