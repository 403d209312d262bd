import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/** localStorage as the browser keeps it, for the session module. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

let calls: { path: string; headers: Record<string, string> }[];

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    calls.push({ path: input, headers: { ...(init?.headers as Record<string, string>) } });
    return Promise.resolve(new Response(JSON.stringify({ n: calls.length }), { headers: { 'content-type': 'application/json' } }));
  });
});
afterEach(() => vi.unstubAllGlobals());

async function signedInShell() {
  const storage = await import('../session/storage.js');
  storage.saveSession({ token: 'tok-1', expires: Date.now() + 60_000, userId: 'u1' });
  storage.setWorkspace('acme');
  return import('./early-calls.js');
}

it('a signed-in start asks for env, me and plugins at once, and the API client takes each answer once', async () => {
  const { startEarlyCalls, fetchOrEarly } = await signedInShell();
  startEarlyCalls();
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins']);
  expect(calls[1]!.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-company-id': 'acme' });

  const asked = { method: 'GET', headers: { accept: 'application/json', authorization: 'Bearer tok-1', 'x-company-id': 'acme' } };
  expect(await (await fetchOrEarly('/api/me', asked)).json()).toEqual({ n: 2 });
  expect(calls).toHaveLength(3);
  // Taken once: asking again (a refetch) goes to the server.
  await fetchOrEarly('/api/me', asked);
  expect(calls).toHaveLength(4);
});

it('an early answer is not given to a call with another token or workspace, nor to a background call', async () => {
  const { startEarlyCalls, fetchOrEarly } = await signedInShell();
  startEarlyCalls();
  await fetchOrEarly('/api/me', { method: 'GET', headers: { authorization: 'Bearer tok-2', 'x-company-id': 'acme' } });
  await fetchOrEarly('/api/plugins', {
    method: 'GET',
    headers: { authorization: 'Bearer tok-1', 'x-company-id': 'acme', 'x-atrium-background': '1' },
  });
  expect(calls.slice(3).map((c) => c.path)).toEqual(['/api/me', '/api/plugins']);
});

it('signed out, only the environment is asked for early', async () => {
  const { startEarlyCalls } = await import('./early-calls.js');
  startEarlyCalls();
  expect(calls.map((c) => c.path)).toEqual(['/api/env']);
});
