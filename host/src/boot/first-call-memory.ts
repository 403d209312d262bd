import { readUserList } from '../session/storage.js';

/**
 * The first calls of the pages a user opened in this browser (early-calls.ts), so that the next start
 * of the same page sends them with `/api/me` and `/api/plugins` instead of after their answers: on a
 * phone one round trip less, and none spent waiting for the main thread to read them (docs/benchmarks.md,
 * "One start chunk, remembered first calls"). Only the signed-in user's own are kept, for a few pages; a
 * remembered set the answers disagree with is dropped and replaced.
 */
export interface FirstCalls {
  /** One or several GETs (a chat room asks its info and its history). */
  paths: string[];
  /** The workspace the calls name (`x-company-id`). */
  workspace: string | null;
  /** The workspaces a page's call may name and get these answers. */
  workspaces: (string | null)[];
}

interface Memory {
  userId: string;
  /** By page path, the most recently opened last. */
  calls: [string, FirstCalls][];
}

const KEY = 'atrium.firstCalls';
/** Pages remembered: the few a user starts from (wall, a profile, a post opened from a notification). */
const PAGES = 8;

const read = () => readUserList<Memory>(KEY, 'calls');

export function rememberedFirstCalls(userId: string, pathname: string): FirstCalls | null {
  const m = read();
  const kept = m?.userId === userId ? m.calls.find(([p]) => p === pathname)?.[1] : undefined;
  // A page remembered before a page could have several calls (`path`, one) is not: the start replaces it.
  return kept && Array.isArray(kept.paths) ? kept : null;
}

/** Keeps the page's first calls (null: the page has none), forgetting another user's. */
export function rememberFirstCalls(userId: string, pathname: string, calls: FirstCalls | null) {
  const m = read();
  const pages = (m?.userId === userId ? m.calls : []).filter(([p]) => p !== pathname);
  if (calls) pages.push([pathname, calls]);
  localStorage.setItem(KEY, JSON.stringify({ userId, calls: pages.slice(-PAGES) } satisfies Memory));
}

/** Whether calls of `a` and `b` name the same workspaces, so that an answer to one serves the other. */
export const sameWorkspaces = (a: FirstCalls, b: FirstCalls) => a.workspace === b.workspace && a.workspaces.join() === b.workspaces.join();
