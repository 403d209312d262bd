import { rspack, type Compiler, type RspackPluginInstance, type StatsCompilation } from '@rspack/core';

type StatsModule = NonNullable<StatsCompilation['modules']>[number];

/**
 * The files a shell's start loads after its entry script: the chunks of `start` (the module the entry
 * imports, `bootstrap.tsx`) and, for each shared package a chunk consumes, the chunks of the module
 * this build provides for it (the host's own copy, which the federation runtime loads), repeated for
 * what those consume. A module found in several chunks is taken from the one under the entry chunk:
 * that is the provider's.
 */
function startFiles(stats: StatsCompilation, start: string): string[] {
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
  return [...seen].flatMap((id) => chunks.get(id)?.files ?? []).filter((f) => /\.(js|css)$/.test(f));
}

/**
 * Lists in the shell's `index.html`, as `<link rel="preload">`, its entry script and the files its start
 * loads after it (`startFiles`). Without them the browser asks for those only once the entry script has
 * arrived and run: on a phone network half a second with the line idle (docs/benchmarks.md, "Start
 * preloads"). The entry comes first, so its early calls are not queued behind the chunks.
 */
export class StartPreloadPlugin implements RspackPluginInstance {
  constructor(private readonly start: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AtriumStartPreload', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('AtriumStartPreload', (data) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkRelations: true, modules: true, ids: true });
        const entry = data.assetTags.scripts.map((t) => String(t.attributes.src)).filter(Boolean);
        const files = [...entry, ...startFiles(stats, this.start).map((f) => `${data.publicPath}${f}`)];
        const links = files.map((href) => ({
          tagName: 'link',
          attributes: { rel: 'preload', as: href.endsWith('.css') ? 'style' : 'script', href },
          voidTag: true,
        }));
        data.assetTags.meta.push(...links);
        return data;
      });
    });
  }
}
