/**
 * The files of a plugin's page: the scripts of its exposed `./plugin` module and each language's texts
 * (`locales/<lang>.json`). The remote's build lists them in `preload.json` (file names), `GET
 * /api/plugins` hands them to the shell as URLs, and the shell's start fetches them with a page's first
 * call (docs/benchmarks.md, "Preloading the page's module").
 */
export interface RemotePreload {
  scripts: string[];
  /** By language, the files of its texts. */
  texts: Record<string, string[]>;
}
