import { readUserList } from '../session/storage.js';

/**
 * The first call of the pages a user opened in this browser (early-calls.ts), so that the next start
 * of the same page sends it with `/api/me` and `/api/plugins` instead of after their answers: on a
 * phone one round trip less, and none spent waiting for the main thread to read them (docs/benchmarks.md,
 * "One start chunk, remembered first calls"). Only the signed-in user's own are kept, for a few pages; a
 * remembered call the answers disagree with is dropped and replaced.
 */
export interface FirstCall {
  path: string;
  /** The workspace the call names (`x-company-id`). */
  workspace: string | null;
  /** The workspaces a page's call may name and get this answer. */
  workspaces: (string | null)[];
}

interface Memory {
  userId: string;
  /** By page path, the most recently opened last. */
  calls: [string, FirstCall][];
}

const KEY = 'atrium.firstCalls';
/** Pages remembered: the few a user starts from (wall, a profile, a post opened from a notification). */
const PAGES = 8;

const read = () => readUserList<Memory>(KEY, 'calls');

export function rememberedFirstCall(userId: string, pathname: string): FirstCall | null {
  const m = read();
  return (m?.userId === userId && m.calls.find(([p]) => p === pathname)?.[1]) || null;
}

/** Keeps the page's first call (null: the page has none), forgetting another user's. */
export function rememberFirstCall(userId: string, pathname: string, call: FirstCall | null) {
  const m = read();
  const calls = (m?.userId === userId ? m.calls : []).filter(([p]) => p !== pathname);
  if (call) calls.push([pathname, call]);
  localStorage.setItem(KEY, JSON.stringify({ userId, calls: calls.slice(-PAGES) } satisfies Memory));
}

export const sameCall = (a: FirstCall, b: FirstCall | null) =>
  !!b && a.path === b.path && a.workspace === b.workspace && a.workspaces.join() === b.workspaces.join();
