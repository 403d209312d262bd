import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RemotePreload } from '@atrium/sdk/shared';

/** What `GET /api/plugins` says of a plugin's UI build: where its remote entry is and the files of its page. */
export interface RemoteBuild {
  /** The stamp of the build (`build-hash.txt`); null for a remote built without one. */
  hash: string | null;
  /** `remoteEntry.js` under its build hash, so a redeploy never mixes stale chunks. */
  remoteEntry: string;
  /** The scripts of its `./plugin` module and each language's texts (URLs), for the shell's start to preload. */
  preload: RemotePreload;
}

// Plain file names of the build's own folder: the list becomes URLs the shell fetches.
const file = z.string().regex(/^[\w][\w.-]*\.js$/);
const preloadFile = z.object({ scripts: z.array(file), texts: z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]+)?$/), z.array(file)) });

const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Reads what the SDK's remote build left beside `remoteEntry.js` in `<dir>/dist/ui` (`build-hash.txt`,
 * `preload.json`; sdk/src/build). A plugin built without them (an older SDK, or no UI build yet), or whose
 * list is unreadable, gets its package version in the URL and no preload list: it loads as before, later.
 */
export function readRemoteBuild(code: string, dir: string | undefined, version = '0.0.0'): RemoteBuild {
  const ui = dir ? path.join(dir, 'dist/ui') : null;
  const hash = (ui && readText(path.join(ui, 'build-hash.txt'))?.trim()) || null;
  const base = `/plugins/${code}/`;
  let preload: RemotePreload = { scripts: [], texts: {} };
  const listed = ui && readText(path.join(ui, 'preload.json'));
  if (listed) {
    const parsed = preloadFile.safeParse(parseJson(listed));
    if (parsed.success)
      preload = {
        scripts: parsed.data.scripts.map((f) => base + f),
        texts: Object.fromEntries(Object.entries(parsed.data.texts).map(([lang, files]) => [lang, files.map((f) => base + f)])),
      };
  }
  return { hash, remoteEntry: `${base}remoteEntry.js?v=${hash ?? version}`, preload };
}
