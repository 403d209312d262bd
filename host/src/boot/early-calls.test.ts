import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/support/storage.js';

let calls: { path: string; headers: Record<string, string>; res: Response }[];
let preloaded: { rel?: string; as?: string; href?: string }[];

/** What the server answers the start's calls: the wall declares the first calls of its two pages. */
const answers: Record<string, unknown> = {
  '/api/me': { result: { user: { _id: 'u1', lang: 'en' }, client: { _id: 'c1', workspace: 'acme' }, isSuperadmin: false } },
  '/api/plugins': {
    result: [
      {
        code: 'polls',
        remoteEntry: '/plugins/polls/remoteEntry.js?v=1',
        preload: { scripts: [], texts: {} },
        routes: ['/polls'],
        firstCalls: {},
      },
      {
        code: 'wall',
        remoteEntry: '/plugins/wall/remoteEntry.js?v=1',
        preload: { scripts: ['/plugins/wall/plugin.1.js'], texts: { en: ['/plugins/wall/2.js'], ru: ['/plugins/wall/3.js'] } },
        routes: ['/company', '/post/:_id', '/post/:_id/edit'],
        firstCalls: {
          '/company': ['/api/post/news/:client/1'],
          '/post/:_id': ['/api/post/:_id'],
          '/post/:_id/edit': ['/api/post/:_id', '/api/post/:_id/draft'],
        },
      },
    ],
  },
};

/** Lets the answers of me and plugins arrive, and what follows them go out. */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  vi.resetModules();
  calls = [];
  preloaded = [];
  vi.stubGlobal('document', { createElement: () => ({}), head: { appendChild: (l: object) => preloaded.push(l) } });
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('location', { pathname: '/company' });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const body = { n: calls.length + 1, ...(answers[input] as object) };
    const res = new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    calls.push({ path: input, headers: { ...(init?.headers as Record<string, string>) }, res });
    return Promise.resolve(res);
  });
});
afterEach(async () => {
  vi.useRealTimers();
  await settle(); // what a test's start left in flight ends before the globals go
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
  // The page's plugin is on its way too: its entry, its module and its texts in the reader's language.
  expect(preloaded).toEqual(
    ['/plugins/wall/remoteEntry.js?v=1', '/plugins/wall/plugin.1.js', '/plugins/wall/2.js'].map((href) => ({
      rel: 'preload',
      as: 'script',
      href,
    })),
  );
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
  for (const pathname of ['/polls', '/post/p1/comments', '/']) {
    vi.resetModules();
    calls = [];
    vi.stubGlobal('location', { pathname });
    shell = await signedInShell();
    shell.startEarlyCalls();
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins']);
  }
});

it('an early answer left untaken for 15 seconds is discarded, its body cancelled: the page asks afresh', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const { startEarlyCalls, fetchOrEarly } = await signedInShell();
  startEarlyCalls();
  await vi.advanceTimersByTimeAsync(0);
  const early = calls[3]!;
  expect(early.path).toBe('/api/post/news/c1/1');
  await vi.advanceTimersByTimeAsync(14_999);
  expect(early.res.bodyUsed).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(early.res.bodyUsed).toBe(true);
  expect(await (await fetchOrEarly('/api/post/news/c1/1', asked)).json()).toEqual({ n: 5 });
});

it("an employee's first call is taken whether the page's call names their workspace or none", async () => {
  // Signed in without a stored workspace: the shell stores the employee's own once me answers.
  const storage = await import('../session/storage.js');
  storage.saveSession({ token: 'tok-1', expires: Date.now() + 60_000, userId: 'u1' });
  const { startEarlyCalls, fetchOrEarly } = await import('./early-calls.js');
  startEarlyCalls();
  await settle();
  expect(calls[3]!.headers['x-company-id']).toBe('acme');
  const bare = { method: 'GET', headers: { accept: 'application/json', authorization: 'Bearer tok-1' } };
  expect(await (await fetchOrEarly('/api/post/news/c1/1', bare)).json()).toEqual({ n: 4 });
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
  // The answers they could not take are dropped, not left holding a connection.
  await settle();
  expect([calls[1]!.res.bodyUsed, calls[2]!.res.bodyUsed]).toEqual([true, true]);
});

it('signed out, only the environment is asked for early', async () => {
  const { startEarlyCalls } = await import('./early-calls.js');
  startEarlyCalls();
  expect(calls.map((c) => c.path)).toEqual(['/api/env']);
});

it('a page opened before sends its remembered first call with me and plugins, and not again when they agree', async () => {
  let shell = await signedInShell();
  shell.startEarlyCalls();
  await settle();
  vi.resetModules();
  calls = [];
  shell = await signedInShell();
  shell.startEarlyCalls();
  // Sent at once, before me and plugins have answered.
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins', '/api/post/news/c1/1']);
  expect(calls[3]!.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-company-id': 'acme' });
  await settle();
  expect(calls).toHaveLength(4);
  expect(await (await shell.fetchOrEarly('/api/post/news/c1/1', asked)).json()).toEqual({ n: 4 });
  expect(calls).toHaveLength(4);
});

it('a remembered first call the answers disagree with is dropped, and the right one sent and remembered', async () => {
  const memory = await import('./first-call-memory.js');
  memory.rememberFirstCalls('u1', '/company', { paths: ['/api/post/news/c0/1'], workspace: 'old', workspaces: ['old', null] });
  const shell = await signedInShell();
  shell.startEarlyCalls();
  expect(calls[3]!.path).toBe('/api/post/news/c0/1');
  await settle();
  expect(calls.slice(3).map((c) => c.path)).toEqual(['/api/post/news/c0/1', '/api/post/news/c1/1']);
  expect(calls[3]!.res.bodyUsed).toBe(true);
  expect(memory.rememberedFirstCalls('u1', '/company')).toEqual({
    paths: ['/api/post/news/c1/1'],
    workspace: 'acme',
    workspaces: ['acme', null],
  });
  // Neither is given for the other: the old one's answer is gone, the page takes the right one.
  expect(await (await shell.fetchOrEarly('/api/post/news/c1/1', asked)).json()).toEqual({ n: 5 });
});

it("another user's remembered first calls are not sent", async () => {
  const memory = await import('./first-call-memory.js');
  memory.rememberFirstCalls('u2', '/company', { paths: ['/api/post/news/c9/1'], workspace: 'other', workspaces: ['other'] });
  const shell = await signedInShell();
  shell.startEarlyCalls();
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins']);
  await settle();
  expect(calls.slice(3).map((c) => c.path)).toEqual(['/api/post/news/c1/1']);
  // The memory is the signed-in user's now.
  expect(memory.rememberedFirstCalls('u2', '/company')).toBeNull();
});

it('a remembered first call of a page that no longer has one is dropped and forgotten', async () => {
  const memory = await import('./first-call-memory.js');
  vi.stubGlobal('location', { pathname: '/polls' });
  memory.rememberFirstCalls('u1', '/polls', { paths: ['/api/polls/old'], workspace: 'acme', workspaces: ['acme'] });
  const shell = await signedInShell();
  shell.startEarlyCalls();
  await settle();
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins', '/api/polls/old']);
  expect(calls[3]!.res.bodyUsed).toBe(true);
  expect(memory.rememberedFirstCalls('u1', '/polls')).toBeNull();
});

it("a page's first calls are its route's, as the router picks it: a static route before a parameter", async () => {
  const { firstCallsOf } = await import('./early-calls.js');
  const me = (answers['/api/me'] as { result: Parameters<typeof firstCallsOf>[1] }).result;
  const lms = {
    ...(answers['/api/plugins'] as { result: Parameters<typeof firstCallsOf>[0] }).result[0]!,
    code: 'lms',
    routes: ['/courses', '/courses/new', '/courses/:id', '/courses/:id/lessons/:lessonId'],
    firstCalls: { '/courses/:id': ['/api/courses/:id'] },
  };
  expect(firstCallsOf([lms], me, '/courses/c%207')).toEqual(['/api/courses/c%207']);
  for (const pathname of ['/courses/new', '/courses', '/courses/c7/lessons/l1']) expect(firstCallsOf([lms], me, pathname)).toEqual([]);
});

it('a page declaring several first calls gets them all early, each taken once, and remembered together', async () => {
  vi.stubGlobal('location', { pathname: '/post/p1/edit' });
  let shell = await signedInShell();
  shell.startEarlyCalls();
  await settle();
  expect(calls.map((c) => c.path).slice(3)).toEqual(['/api/post/p1', '/api/post/p1/draft']);
  expect(await (await shell.fetchOrEarly('/api/post/p1/draft', asked)).json()).toEqual({ n: 5 });
  expect(await (await shell.fetchOrEarly('/api/post/p1', asked)).json()).toEqual({ n: 4 });
  expect(calls).toHaveLength(5);
  // The next start sends both with me and plugins, and nothing more once they agree.
  vi.resetModules();
  calls = [];
  shell = await signedInShell();
  shell.startEarlyCalls();
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins', '/api/post/p1', '/api/post/p1/draft']);
  await settle();
  expect(calls).toHaveLength(5);
});

it('of a remembered set, the calls the answers still name stay on their way, the others are dropped, the missing sent', async () => {
  const memory = await import('./first-call-memory.js');
  vi.stubGlobal('location', { pathname: '/post/p1/edit' });
  const paths = ['/api/post/p1', '/api/post/p1/old'];
  memory.rememberFirstCalls('u1', '/post/p1/edit', { paths, workspace: 'acme', workspaces: ['acme', null] });
  const shell = await signedInShell();
  shell.startEarlyCalls();
  await settle();
  expect(calls.map((c) => c.path).slice(3)).toEqual(['/api/post/p1', '/api/post/p1/old', '/api/post/p1/draft']);
  expect([calls[3]!.res.bodyUsed, calls[4]!.res.bodyUsed]).toEqual([false, true]);
  expect(memory.rememberedFirstCalls('u1', '/post/p1/edit')?.paths).toEqual(['/api/post/p1', '/api/post/p1/draft']);
  expect(await (await shell.fetchOrEarly('/api/post/p1', asked)).json()).toEqual({ n: 4 });
});

it('a page remembered with a single call, before pages could have several, is not sent but replaced', async () => {
  const single = { path: '/api/post/news/c1/1', workspace: 'acme', workspaces: ['acme', null] };
  localStorage.setItem('atrium.firstCalls', JSON.stringify({ userId: 'u1', calls: [['/company', single]] }));
  const memory = await import('./first-call-memory.js');
  const shell = await signedInShell();
  shell.startEarlyCalls();
  expect(calls.map((c) => c.path)).toEqual(['/api/env', '/api/me', '/api/plugins']);
  await settle();
  expect(memory.rememberedFirstCalls('u1', '/company')?.paths).toEqual(['/api/post/news/c1/1']);
});
