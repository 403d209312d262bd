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

/** What the server answers the start's calls: the wall declares the first calls of its two pages. */
const answers: Record<string, unknown> = {
  '/api/me': { result: { user: { _id: 'u1' }, client: { _id: 'c1' } } },
  '/api/plugins': {
    result: [
      { code: 'polls', routes: ['/polls'], firstCalls: {} },
      {
        code: 'wall',
        routes: ['/company', '/post/:_id'],
        firstCalls: { '/company': '/api/post/news/:client/1', '/post/:_id': '/api/post/:_id' },
      },
    ],
  },
};

/** Lets the answers of me and plugins arrive, and what follows them go out. */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.resetModules();
  calls = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('location', { pathname: '/company' });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    calls.push({ path: input, headers: { ...(init?.headers as Record<string, string>) } });
    const body = { n: calls.length, ...(answers[input] as object) };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  });
});
afterEach(async () => {
  await settle(); // what a test's start left in flight ends before the globals go
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  expect(await (await fetchOrEarly('/api/me', asked)).json()).toMatchObject({ n: 2 });
  expect(calls).toHaveLength(3);
  // Taken once: asking again (a refetch) goes to the server.
  await fetchOrEarly('/api/me', asked);
  expect(calls).toHaveLength(4);
});

const asked = { method: 'GET', headers: { accept: 'application/json', authorization: 'Bearer tok-1', 'x-company-id': 'acme' } };

it("once me and plugins have answered, the opened page's first call goes out, filled in, and the page takes it", async () => {
  const { startEarlyCalls, fetchOrEarly } = await signedInShell();
  startEarlyCalls();
  await settle();
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins', '/api/post/news/c1/1']);
  expect(calls[3]!.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-company-id': 'acme' });
  // The API client reads me and plugins themselves: the shell's start read copies.
  expect(await (await fetchOrEarly('/api/plugins', asked)).json()).toMatchObject({ n: 3 });
  expect(await (await fetchOrEarly('/api/post/news/c1/1', asked)).json()).toEqual({ n: 4 });
  expect(calls).toHaveLength(4);
});

it("a page's own parameters fill its first call; a page without one, or another path, sends nothing more", async () => {
  vi.stubGlobal('location', { pathname: '/post/p%207' });
  let shell = await signedInShell();
  shell.startEarlyCalls();
  await settle();
  expect(calls.map((c) => c.path).slice(3)).toEqual(['/api/post/p%207']);
  for (const pathname of ['/polls', '/post/p1/edit', '/']) {
    vi.resetModules();
    calls = [];
    vi.stubGlobal('location', { pathname });
    shell = await signedInShell();
    shell.startEarlyCalls();
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins']);
  }
});

it('an early answer left untaken for 15 seconds is not given out: the page asks afresh', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { startEarlyCalls, fetchOrEarly } = await signedInShell();
  startEarlyCalls();
  await settle();
  vi.setSystemTime(Date.now() + 15_001);
  expect(await (await fetchOrEarly('/api/post/news/c1/1', asked)).json()).toEqual({ n: 5 });
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
