import { forgetKeptPages, getWorkspace, KEPT_PAGE_PREFIX, KEPT_PAGES_KEY, loadSession, readUserList } from '../session/storage.js';
import { startLang } from '../i18n/langs.js';

/**
 * The kept page (docs/architecture.md, "The kept page"; docs/benchmarks.md, "The kept page"): a copy of
 * what the signed-in user last saw of a page, shown by the entry script the moment the next start of
 * that page has its styles, while the live shell starts behind it, laid out but unseen. The copy is
 * inert (no focus, no clicks, hidden from assistive technology) and goes as soon as the live page has
 * settled (shell/kept-page.tsx). On a phone a repeat visit showed the live wall ~1.3 s in, the main-thread
 * work of starting React and the shell; the copy is there at ~0.7 s (and costs the live wall ~0.2 s).
 *
 * Only the stored session's user sees a copy (sign-out and a 401 clear it with the session), in the
 * workspace and language it was kept in, of the same build (another build's stylesheets may be gone),
 * in the same width band (another layout), at most a few days old. The copy's markup is React's own
 * output; the shell's Content-Security-Policy runs no inline script or handler, whatever it holds.
 */
interface KeptPage {
  /** The page's path and query. */
  at: string;
  keptAt: number;
  workspace: string | null;
  lang: string;
  /** The host build that rendered it. */
  build: string;
  /** The window's width band (the kit's breakpoints). */
  band: number;
  /** `<html>` attributes the kit sets (language, colour scheme). */
  attributes: [string, string][];
  /** The page's stylesheets (the shell's start chunk, the plugins' chunks). */
  stylesheets: string[];
}

/** The kept pages' descriptions under one key, each page's markup under its own: a start parses only its own. */
interface KeptPages {
  userId: string;
  /** The most recently kept last. */
  pages: KeptPage[];
}

declare const __webpack_hash__: string;

/** Pages kept: the few a user starts from. */
const PAGES = 4;
/** A bigger page is not kept: localStorage is shared with drafts and settings (~5 MB an origin). */
const MAX_CHARS = 250_000;
const MAX_AGE_MS = 3 * 24 * 3600_000;
/** The breakpoints of the kit's theme (app/App.tsx): a copy from another band has another layout. */
const BANDS = [481, 769, 1025, 1281, 1536];
const ATTRIBUTES = ['lang', 'dir', 'data-mantine-color-scheme'];
const COPY_ID = 'kept-page';
/** However the start goes (a server away, an error), the copy is not shown longer than this. */
const AT_MOST_MS = 10_000;
/** The longest the shell's start waits for the copy to paint. */
const WAIT_MS = 1_000;

const here = () => location.pathname + location.search;
const band = () => BANDS.filter((b) => innerWidth >= b).length;
const markupKey = (at: string) => KEPT_PAGE_PREFIX + at;

const readIndex = () => readUserList<KeptPages>(KEPT_PAGES_KEY, 'pages');

function read(userId: string): KeptPage[] {
  const kept = readIndex();
  return kept?.userId === userId ? kept.pages : [];
}

let shown: { at: string; root: HTMLElement; copy: HTMLElement } | null = null;

/** This page's copy, if there is one for this user, workspace, language, build and window. */
export function keptHere(): { page: KeptPage; html: string } | null {
  const session = loadSession();
  if (!session) return null;
  const now = Date.now();
  const page = read(session.userId).find(
    (p) =>
      p.at === here() &&
      p.workspace === getWorkspace() &&
      p.lang === startLang() &&
      p.build === __webpack_hash__ &&
      p.band === band() &&
      now - p.keptAt < MAX_AGE_MS,
  );
  const html = page && localStorage.getItem(markupKey(page.at));
  return page && html ? { page, html } : null;
}

/**
 * Shows the kept copy of this page (the entry calls it first). Settles once the copy has painted, at
 * once without one: the shell's start chunk runs as one long task, which would otherwise come first and
 * hold that paint (~0.4 s on the mobile profile). Settles anyway after WAIT_MS (a window the browser
 * does not paint, say).
 */
export function showKeptPage(): Promise<void> {
  const kept = keptHere();
  const root = document.getElementById('root');
  if (!kept || !root) return Promise.resolve();
  const copy = document.createElement('div');
  copy.id = COPY_ID;
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');
  copy.style.height = '100%';
  // The live page is laid out (the kit measures its elements) but not painted until the copy goes.
  root.style.cssText = 'visibility:hidden;position:absolute;inset:0';
  shown = { at: kept.page.at, root, copy };
  setTimeout(releaseKeptPage, AT_MOST_MS);
  for (const [name, value] of kept.page.attributes) document.documentElement.setAttribute(name, value);
  // Shown once its styles are in: an unstyled flash would be worse than none. The shell's chunk loader
  // finds these links and does not load them twice.
  const loads = kept.page.stylesheets
    .filter((href) => ![...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((l) => l.href === href))
    .map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const loaded = new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
      });
      document.head.appendChild(link);
      return loaded;
    });
  const painted = Promise.all(loads).then(
    () =>
      new Promise<void>((resolve) => {
        if (shown?.copy !== copy) return resolve();
        copy.innerHTML = kept.html;
        root.before(copy);
        // A timer set in a frame's animation callback runs after that frame's paint.
        requestAnimationFrame(() => setTimeout(resolve));
      }),
    () => releaseKeptPage(),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, WAIT_MS))]);
}

/** The path and query of the page whose copy is shown, or null. */
export const keptPageAt = () => (shown ? shown.at : null);

/** The live page takes over: the copy goes and the live page is seen. */
export function releaseKeptPage() {
  if (!shown) return;
  shown.copy.remove();
  shown.root.style.cssText = '';
  shown = null;
}

/**
 * What the copy leaves out: the copy and the live page are in the document together, and ids, names,
 * labels and test ids must find the live page's elements only (the copy is hidden from assistive
 * technology anyway).
 */
const LEFT_OUT = ['id', 'name', 'for', 'autofocus', 'data-testid', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
const LEFT_OUT_SELECTOR = LEFT_OUT.map((a) => `[${a}]`).join(',');

/** Attributes that may name an object URL: it dies with the page that made it (pictures fetched with the token). */
const URL_ATTRIBUTES = ['src', 'srcset', 'poster', 'href'];
const BLOB_SELECTOR = URL_ATTRIBUTES.map((a) => `[${a}*="blob:"]`).join(',');

/**
 * The copy is seen from the page's top, for a second or so: what the page area (`#main`) holds below the
 * first screen is left out (a feed's twenty posts cost the live page ~0.3 s of a phone's main thread when
 * parsed and laid out beside it; the first screen's few, little). The copy, a clone of the page,
 * has the page's elements in the same order, so an element's place is read off its live twin.
 */
function leaveOutBelowTheFold(root: HTMLElement, copy: Element) {
  const live = root.querySelectorAll('*');
  const copied = copy.querySelectorAll('*');
  const main = root.querySelector('#main');
  if (live.length !== copied.length || !main) return;
  const fold = innerHeight - scrollY;
  // The page area's elements in document order; one below the fold goes with its descendants, which
  // follow it and are not measured.
  const start = Array.prototype.indexOf.call(live, main) + 1;
  const end = start + main.getElementsByTagName('*').length;
  for (let i = start; i < end; i++) {
    const el = live[i]!;
    if (el.getBoundingClientRect().top <= fold) continue;
    copied[i]!.remove();
    i += el.getElementsByTagName('*').length;
  }
}

/**
 * Runs `fn` in a task of its own once the browser is idle (the copy's serializing and storing, on a phone's warm
 * wall ~0.2 s, came in the task that took the copy away), at once when the tab is hidden: a hidden page may
 * get no later task.
 */
function later(fn: () => void) {
  if (document.visibilityState === 'hidden') fn();
  else if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 2_000 });
  else setTimeout(fn, 100);
}

/**
 * Keeps a copy of the page as it is now for the user's next start of it: cloned and cut at the fold now,
 * serialized and stored in a later task. A page too big to keep (a feed scrolled far) leaves its earlier
 * copy in place.
 */
export function keepPage(userId: string) {
  const root = document.getElementById('root');
  if (!root) return;
  // Cloned into a template's document, whose elements load nothing (a clone of a picture in this one would
  // fetch it again), node by node: parsing the page's markup (twenty posts) took a phone ~0.16 s.
  const copy = document.createElement('template').content.ownerDocument.importNode(root, true);
  leaveOutBelowTheFold(root, copy);
  const doc = document.documentElement;
  const page: KeptPage = {
    at: here(),
    keptAt: Date.now(),
    workspace: getWorkspace(),
    lang: doc.lang,
    build: __webpack_hash__,
    band: band(),
    attributes: ATTRIBUTES.filter((a) => doc.hasAttribute(a)).map((a) => [a, doc.getAttribute(a)!]),
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((l) => new URL(l.href).origin === location.origin)
      .map((l) => l.href),
  };
  later(() => {
    // Signed out (or in as another user) meanwhile: the session's pages went with it.
    if (loadSession()?.userId !== userId) return;
    store(userId, page, markup(copy));
  });
}

/** The copy's markup, without what the live page's ids and object URLs would mean in it. */
function markup(copy: Element): string {
  for (const el of copy.querySelectorAll(LEFT_OUT_SELECTOR)) for (const a of LEFT_OUT) el.removeAttribute(a);
  for (const el of copy.querySelectorAll(BLOB_SELECTOR))
    for (const a of URL_ATTRIBUTES) if (el.getAttribute(a)?.includes('blob:')) el.removeAttribute(a);
  for (const el of copy.querySelectorAll('[style*="blob:"]'))
    el.setAttribute('style', el.getAttribute('style')!.replace(/url\([^)]*blob:[^)]*\)/g, 'none'));
  return copy.innerHTML;
}

function store(userId: string, page: KeptPage, html: string) {
  if (html.length > MAX_CHARS) return;
  // Another user's pages (signed in without signing out first) go first.
  if (readIndex()?.userId !== userId) forgetKeptPages();
  const before = read(userId);
  const kept = [...before.filter((p) => p.at !== page.at), page].slice(-PAGES);
  try {
    for (const p of before) if (!kept.some((k) => k.at === p.at)) localStorage.removeItem(markupKey(p.at));
    localStorage.setItem(markupKey(page.at), html);
    localStorage.setItem(KEPT_PAGES_KEY, JSON.stringify({ userId, pages: kept } satisfies KeptPages));
  } catch {
    // Storage full: the pages kept so far go, the next start shows none.
    forgetKeptPages();
  }
}
