import { getToken, getWorkspace, loadSession } from '../session/storage.js';

/**
 * The calls every start of the shell makes (`/api/env`, and signed in `/api/me` and `/api/plugins`) go
 * out while the entry script runs, beside the download of the shell's chunks, instead of one after the
 * other as each provider mounts (env, then me, then plugins: three round trips on a phone network;
 * docs/benchmarks.md, First load). The API client takes each answer once, when it asks the same path
 * with the same token and workspace; anything else is fetched as usual.
 */
const pending = new Map<string, { key: string; res: Promise<Response> }>();

const keyOf = (token: string | null, workspace: string | null) => `${token ?? ''}|${workspace ?? ''}`;

function headersOf(token: string | null, workspace: string | null) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (workspace) headers['x-company-id'] = workspace;
  return headers;
}

export function startEarlyCalls() {
  const signedIn = !!loadSession();
  const token = getToken();
  const workspace = getWorkspace();
  const key = keyOf(token, workspace);
  for (const path of signedIn ? ['/api/env', '/api/me', '/api/plugins'] : ['/api/env']) {
    const res = fetch(path, { headers: headersOf(token, workspace) });
    // An answer nobody takes (the session changed meanwhile) must not surface as an unhandled rejection.
    res.catch(() => undefined);
    pending.set(path, { key, res });
  }
}

/** The API client's fetch: an early answer for the same GET with the same credentials, else a new call. */
export function fetchOrEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = String(input);
  const early = pending.get(path);
  if (early && (init?.method ?? 'GET') === 'GET' && !init?.body) {
    pending.delete(path);
    const h = (init?.headers ?? {}) as Record<string, string>;
    const token = h.authorization?.replace(/^Bearer /, '') ?? null;
    if (early.key === keyOf(token, h['x-company-id'] ?? null) && !h['x-atrium-background']) return early.res;
  }
  return fetch(input, init);
}
