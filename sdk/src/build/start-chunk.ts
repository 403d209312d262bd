import { rspack, type Configuration, type OptimizationSplitChunksCacheGroup, type StatsCompilation } from '@rspack/core';
import { START_CHUNK, StartPreloadPlugin } from './start-preload.js';

type StatsModule = NonNullable<StatsCompilation['modules']>[number];

/**
 * The chunks a shell's start loads after its entry script: the chunks of `start` (the module the entry
 * imports, `bootstrap.tsx`) and, for each shared package a chunk consumes, the chunks of the module
 * this build provides for it (the host's own copy, which the federation runtime loads), repeated for
 * what those consume. A module found in several chunks is taken from the one under the entry chunk:
 * that is the provider's.
 */
function startChunks(stats: StatsCompilation, start: string): string[] {
  const chunks = new Map((stats.chunks ?? []).map((c) => [String(c.id), c]));
  const entry = (stats.chunks ?? []).find((c) => c.entry)?.id;
  const byPath = new Map<string, StatsModule[]>();
  for (const m of stats.modules ?? [])
    if (m.nameForCondition) byPath.set(m.nameForCondition, [...(byPath.get(m.nameForCondition) ?? []), m]);
  const consumes = (stats.modules ?? []).filter((m) => m.moduleType === 'consume-shared-module');
  const seen = new Set<string>();
  const queue: string[] = [];
  // A chunk comes with its chunk group (the siblings load with it).
  const take = (id: string | number) => {
    for (const c of [String(id), ...(chunks.get(String(id))?.siblings ?? []).map(String)])
      if (!seen.has(c)) {
        seen.add(c);
        queue.push(c);
      }
  };
  for (const m of (stats.modules ?? []).filter((m) => m.nameForCondition?.endsWith(start))) (m.chunks ?? []).forEach(take);
  while (queue.length) {
    const id = queue.shift()!;
    for (const c of consumes.filter((m) => (m.chunks ?? []).map(String).includes(id))) {
      const fallback = /\(fallback: (.+)\)$/.exec(c.name ?? '')?.[1];
      for (const m of byPath.get(fallback ?? '') ?? [])
        (m.chunks ?? []).filter((ch) => chunks.get(String(ch))?.parents?.includes(entry!)).forEach(take);
    }
  }
  return [...seen];
}

/** The files of every module in the start's chunks, those concatenated into others included. */
function startModules(stats: StatsCompilation, start: string): Set<string> {
  const ids = new Set(startChunks(stats, start));
  const files = new Set<string>();
  const add = (m: StatsModule) => {
    if (m.nameForCondition) files.add(m.nameForCondition);
    (m.modules ?? []).forEach(add);
  };
  for (const m of stats.modules ?? []) if ((m.chunks ?? []).some((c) => ids.has(String(c)))) add(m);
  return files;
}

export type CacheGroups = Record<string, OptimizationSplitChunksCacheGroup>;

/**
 * The shell's configuration with its start in one chunk, START_CHUNK. Module Federation gives each
 * shared package the host provides a chunk of its own, and the start used seventeen: on the mobile
 * profile the page spent ~10 ms of main thread per file before parsing its own HTML, and each script
 * ran as a separate task (docs/benchmarks.md, "One start chunk, remembered first calls"). Which modules
 * the start needs is known only once the chunks exist, so a first compilation (not minified, nothing
 * written) finds them and the real one groups them. A shared package's own chunk keeps what the start does not use, and a
 * remote that loads it gets the start chunk with it, which the page has already run.
 *
 * `make` builds a fresh configuration (plugins keep state per compiler) with the given cache groups.
 */
export async function withStartChunk(make: (cacheGroups: CacheGroups) => Configuration, start: string): Promise<Configuration> {
  const first = make({});
  first.optimization = { ...first.optimization, minimize: false };
  // Its page is not written: it has no start chunk to list.
  first.plugins = first.plugins?.filter((p) => !(p instanceof StartPreloadPlugin));
  const compiler = rspack(first);
  compiler.hooks.shouldEmit.tap('AtriumStartChunk', () => false);
  const stats = await new Promise<StatsCompilation>((resolve, reject) =>
    compiler.run((err, result) => {
      if (err || !result || result.hasErrors()) reject(err ?? new Error(result?.toString() ?? 'no stats'));
      else
        resolve(
          result.toJson({
            all: false,
            chunks: true,
            chunkRelations: true,
            modules: true,
            nestedModules: true,
            orphanModules: true,
            ids: true,
          }),
        );
    }),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const modules = startModules(stats, start);
  return make({
    [START_CHUNK]: {
      chunks: 'async',
      name: START_CHUNK,
      test: (m) => modules.has(m.nameForCondition() ?? ''),
      enforce: true,
      priority: 100,
    },
  });
}
