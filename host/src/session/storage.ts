/**
 * The session kept in localStorage (docs/architecture.md, Session and shell): the token with its expiry, an authorization flag,
 * the user id, the current workspace, the start page and the path wanted before sign-in.
 */
const K = {
  token: 'atrium.token',
  expires: 'atrium.expires',
  auth: 'atrium.authorized',
  userId: 'atrium.userId',
  workspace: 'atrium.workspace',
  lastWorkspace: 'atrium.lastWorkspace',
  startPage: 'atrium.startPage',
  wanted: 'atrium.wantedPath',
} as const;

export interface StoredSession {
  token: string;
  expires: number;
  userId: string;
}

/** The stored session, or null; a token past its expiry is discarded here (checked at start-up). */
export function loadSession(now = Date.now()): StoredSession | null {
  const token = localStorage.getItem(K.token);
  const expires = Number(localStorage.getItem(K.expires) ?? 0);
  const userId = localStorage.getItem(K.userId) ?? '';
  if (!token || localStorage.getItem(K.auth) !== '1') return null;
  if (!expires || expires <= now) {
    clearSession();
    return null;
  }
  return { token, expires, userId };
}

export function saveSession(s: { token: string; expires: string | number; userId: string }) {
  localStorage.setItem(K.token, s.token);
  localStorage.setItem(K.expires, String(typeof s.expires === 'number' ? s.expires : Date.parse(s.expires)));
  localStorage.setItem(K.userId, s.userId);
  localStorage.setItem(K.auth, '1');
  sessionStorage.removeItem(LOGGED_OUT);
}

/**
 * A signed-in user's list kept in this browser (`{ userId, <list>: [...] }`: remembered first calls, kept
 * pages), or null when it is missing or not of that form.
 */
export function readUserList<T extends { userId: string }>(key: string, list: keyof T): T | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
    return kept && typeof kept.userId === 'string' && Array.isArray(kept[list]) ? kept : null;
  } catch {
    return null;
  }
}

/** The user's kept pages (boot/kept-page.ts): their descriptions, and each page's markup under the prefix and its path. */
export const KEPT_PAGES_KEY = 'atrium.keptPages';
export const KEPT_PAGE_PREFIX = 'atrium.keptPage:';

/** Every kept page goes: what a user saw goes with their session. */
export function forgetKeptPages() {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key === KEPT_PAGES_KEY || key?.startsWith(KEPT_PAGE_PREFIX)) localStorage.removeItem(key);
  }
}

/** Logout and 401: the token, the flag, the current client and the kept pages go; the language and start page stay. */
export function clearSession() {
  for (const k of [K.token, K.expires, K.auth, K.userId, K.workspace]) localStorage.removeItem(k);
  forgetKeptPages();
}

export const getToken = () => localStorage.getItem(K.token);
export const getWorkspace = () => localStorage.getItem(K.workspace);
export const setWorkspace = (ws: string | null) => (ws ? localStorage.setItem(K.workspace, ws) : localStorage.removeItem(K.workspace));
/**
 * The workspace a signed-in user's calls carry once `/api/me` has answered: an employee's own client's
 * (the shell stores it then); a superadmin keeps the one they entered (null here).
 */
export const ownWorkspace = (me: { isSuperadmin: boolean; client: { workspace: string } | null }) =>
  me.client && !me.isSuperadmin ? me.client.workspace : null;
/** The workspace of the last sign-in in this browser: it outlives logout, so the sign-in page offers it again. */
export const getLastWorkspace = () => localStorage.getItem(K.lastWorkspace);
export const setLastWorkspace = (ws: string) => localStorage.setItem(K.lastWorkspace, ws);
export const getStartPage = () => localStorage.getItem(K.startPage);
export const setStartPage = (p: string) => localStorage.setItem(K.startPage, p);

const LOGGED_OUT = 'atrium.loggedOut';

/** The path an unauthenticated visitor wanted; used once after sign-in. Not after an explicit logout. */
export const rememberWanted = (path: string) => {
  if (sessionStorage.getItem(LOGGED_OUT) !== '1') sessionStorage.setItem(K.wanted, path);
};

/** An explicit logout: the next sign-in starts from the start page, not from where the user left. */
export const markLoggedOut = () => {
  sessionStorage.setItem(LOGGED_OUT, '1');
  sessionStorage.removeItem(K.wanted);
};
export function takeWanted(): string | null {
  const p = sessionStorage.getItem(K.wanted);
  sessionStorage.removeItem(K.wanted);
  return p && p.startsWith('/') && !p.startsWith('//') ? p : null;
}
