import { getToken, getWorkspace, loadSession, ownWorkspace } from '../session/storage.js';
import { pageRoute, routeParams } from './route-match.js';
import { rememberedFirstCalls, rememberFirstCalls, sameWorkspaces, type FirstCalls } from './first-call-memory.js';
import { normalizeLang, startLang, textsOf } from '../i18n/langs.js';
import { preloadPlugin } from './preload-plugin.js';
// Types only (erased): the entry loads no shared package before the federation runtime has started.
import type { MeInfo } from '@atrium/sdk/ui';
import type { PluginInfo } from '../plugins/types.js';

/**
 * The calls every start of the shell makes (`/api/env`, and signed in `/api/me` and `/api/plugins`) go
 * out while the entry script runs, beside the download of the shell's chunks, instead of one after the
 * other as each provider mounts (env, then me, then plugins: three round trips on a phone network;
 * docs/benchmarks.md, First load). Once me and plugins have answered, the page being opened gets its
 * data and code on their way before the shell has rendered: its first calls (the plugin's manifest
 * names them in `firstCalls`) go out, and its plugin's code and texts are preloaded. A page this user
 * opened before needs no wait: its first calls, remembered from then (first-call-memory.ts), go out with
 * me and plugins, and those their answers do not name are dropped. The API client takes
 * each answer once, when it asks the same path with the same token and workspace soon after; anything
 * else is fetched as usual, and an answer nobody takes is discarded (its body cancelled, so no
 * connection stays open for it).
 */
interface Early {
  token: string | null;
  /** The workspaces a call may name and get this same answer. */
  workspaces: (string | null)[];
  res: Promise<Response>;
}
const pending = new Map<string, Early>();

/** An early answer not taken by then is discarded: a page opened later asks the server afresh. */
const FRESH_MS = 15_000;

function discard(path: string) {
  const early = pending.get(path);
  pending.delete(path);
  void early?.res.then((r) => r.body?.cancel()).catch(() => undefined);
}

function headersOf(token: string | null, workspace: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (workspace) headers['x-company-id'] = workspace;
  return headers;
}

/** The answers of `/api/me` and `/api/plugins`, read from copies (the API client reads the answers themselves). */
interface Me {
  result: MeInfo;
}
interface Plugins {
  result: PluginInfo[];
}

const jsonOf = <T>(res: Promise<Response>): Promise<T | null> =>
  res.then((r) => (r.ok ? (r.clone().json() as Promise<T>) : null)).catch(() => null);

/**
 * The paths of the first calls the manifest declares for the page at `pathname` (the route the page's router
 * renders: `/courses/new` is not `/courses/:id`): `:client` and `:user` are the signed-in user's, the route's
 * own parameters are the page's. Only GETs under `/api/`, and only those whose parameters all have values.
 */
export function firstCallsOf(plugins: Plugins['result'], me: Me['result'], pathname: string): string[] {
  for (const p of plugins) {
    const route = pageRoute(p.routes, pathname);
    if (!route) continue;
    const values: Record<string, string | undefined> = { client: me.client?._id, user: me.user._id, ...routeParams(route, pathname) };
    const fill = (call: string) => {
      let missing = false;
      const path = call.replace(/:(\w+)/g, (_m, name: string) => {
        const v = values[name];
        if (v === undefined) missing = true;
        return encodeURIComponent(v ?? '');
      });
      return missing ? [] : [path];
    };
    return (p.firstCalls[route] ?? []).filter((c) => c.startsWith('/api/')).flatMap(fill);
  }
  return [];
}

function send(path: string, { workspace, workspaces }: Omit<FirstCalls, 'paths'>, token: string | null) {
  const res = fetch(path, { headers: headersOf(token, workspace) });
  // An answer nobody takes (the session changed meanwhile) must not surface as an unhandled rejection.
  res.catch(() => undefined);
  const entry: Early = { token, workspaces, res };
  pending.set(path, entry);
  setTimeout(() => pending.get(path) === entry && discard(path), FRESH_MS);
  return res;
}

/** The plugin list as `/api/plugins` answered it at the start (null signed out or on failure). */
let plugins: Promise<Plugins | null> = Promise.resolve(null);
export const earlyPlugins = () => plugins;

/**
 * The code of the plugin owning the page, fetched now so that loading the plugin later finds it in the
 * cache: its remote entry, its `./plugin` module and its texts in the reader's language.
 */
function preloadRemote(list: Plugins['result'], pathname: string, lang: string) {
  const owner = list.find((p) => p.routes.some((r) => routeParams(r, pathname)));
  if (owner) preloadPlugin(owner, lang);
}

export function startEarlyCalls() {
  const session = loadSession();
  const token = getToken();
  const workspace = getWorkspace();
  const call = (path: string) => send(path, { workspace, workspaces: [workspace] }, token);
  call('/api/env');
  if (!session) return;
  const me = jsonOf<Me>(call('/api/me'));
  plugins = jsonOf<Plugins>(call('/api/plugins'));
  const pathname = location.pathname;
  const remembered = rememberedFirstCalls(session.userId, pathname);
  remembered?.paths.forEach((path) => send(path, remembered, token));
  void Promise.all([me, plugins]).then(([m, p]) => {
    if (!m || !p || location.pathname !== pathname) return;
    const paths = firstCallsOf(p.result, m.result, pathname);
    // An employee's calls get the same answer naming their own workspace or none (the shell stores it
    // once me answers, perhaps only after the page's first call).
    const own = ownWorkspace(m.result);
    const first = paths.length ? { paths, workspace: own ?? workspace, workspaces: own ? [own, null] : [workspace] } : null;
    rememberFirstCalls(session.userId, pathname, first);
    // A remembered call the answers name too stays on its way; the others are dropped, the missing ones sent.
    const guessed =
      remembered && first && sameWorkspaces(remembered, first) ? remembered.paths.filter((path) => first.paths.includes(path)) : [];
    remembered?.paths.filter((path) => !guessed.includes(path)).forEach(discard);
    first?.paths.filter((path) => !guessed.includes(path)).forEach((path) => send(path, first, token));
    // Signed in, the interface speaks the profile's language (i18n/index.ts, applyUserLang).
    const lang = normalizeLang(m.result.user.lang) ?? startLang();
    if (lang !== startLang()) void textsOf(lang);
    preloadRemote(p.result, pathname, lang);
  });
}

/** The API client's fetch: the early answer for the same GET with the same credentials, else a new call. */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input);
  const early = pending.get(path);
  if (early && (init?.method ?? 'GET') === 'GET' && !init?.body) {
    const h = (init?.headers ?? {}) as Record<string, string>;
    const token = h.authorization?.replace(/^Bearer /, '') ?? null;
    if (early.token === token && early.workspaces.includes(h['x-company-id'] ?? null) && !h['x-atrium-background']) {
      pending.delete(path);
      return early.res;
    }
    discard(path);
  }
  return fetch(input, init);
}
