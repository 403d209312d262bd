import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/** What the judgement reads of axe-core's answer. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[] }[];
}

declare global {
  interface Window {
    axe?: { run(context: object, options: object): Promise<{ violations: AxeViolation[] }> };
    /** When the document last changed (performance.now()), kept by `markChanges`. */
    __atriumChangedAt?: number;
  }
}

/** A screen as axe judges it once per suite: the address's path with ids as `:id`, and the page's width. */
export function screenOf(page: Page): string {
  const path = new URL(page.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');
  return `${path} @${page.viewportSize()?.width ?? 0}px`;
}

/** axe-core's source, from the optional peer @axe-core/playwright (only suites that judge screens need it). */
let axeSource: string | undefined;
const axeScript = () => {
  const peer = createRequire(import.meta.url).resolve('@axe-core/playwright');
  return (axeSource ??= fs.readFileSync(createRequire(peer).resolve('axe-core/axe.min.js'), 'utf8'));
};

/**
 * axe-core on what the page shows now: its serious and critical violations, each as its id and first
 * targets. axe runs in the page itself (through the debugging protocol, which the shell's CSP does not
 * stop), injected once per document: parsing it takes a second or more on a busy machine, a second run
 * a fraction of that, and the page is busy meanwhile.
 */
export function axeFindings(page: Page): Promise<string[]> {
  // axe refuses a second run while one is under way: the watcher's and the test's own runs take turns.
  const run = (running.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => axeRun(page));
  running.set(page, run);
  return run;
}

/** Each page's latest axe run, the next one waits for. */
const running = new WeakMap<Page, Promise<string[]>>();

async function axeRun(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const violations = await page.evaluate(async () => {
    // Toasts come and go (their fade is what axe would measure); the screen under them is what is judged.
    const result = await window.axe!.run({ exclude: ['.mantine-Notifications-root'] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}`);
}

/**
 * Keeps `window.__atriumChangedAt` in each document of the context: what `watchScreens` calls quiet. A
 * change of address counts too: a router moves the address before it renders the new screen, and the
 * old screen must not be judged under the new address.
 */
export async function markChanges(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const mark = () => (window.__atriumChangedAt = performance.now());
    mark();
    new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const method of ['pushState', 'replaceState'] as const) {
      const move = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        move.apply(this, args);
        mark();
      };
    }
    addEventListener('popstate', mark);
  });
}

/** How long a screen stays unchanged, with no call pending, before it is judged: a person's glance. */
const QUIET_MS = 400;
const TICK_MS = 150;
/** A screen that keeps changing (a ticking clock) is judged as it is after this many changed runs. */
const TRIES = 3;

export interface ScreenWatch {
  /** Stops watching, waits for the judgement under way, and answers the violations, each after its screen. */
  stop(): Promise<string[]>;
}

/**
 * Judges each screen the page shows with axe once it is quiet, beside the journey rather than in its
 * way: nothing waits for it, and a run during which the document changed (the journey acted, a live
 * event arrived) is dropped and tried again, so a half-painted transition is never what is measured.
 * A screen the journey leaves before it is quiet is judged on a later visit, if any. The context needs
 * `markChanges`; `judged` (screens, see `screenOf`) is shared so that a suite judges each screen once.
 */
export function watchScreens(page: Page, judged: Set<string>): ScreenWatch {
  const violations: string[] = [];
  let pending = 0;
  const calls = (r: { resourceType(): string }) => ['fetch', 'xhr', 'document'].includes(r.resourceType());
  page.on('request', (r) => void (calls(r) && pending++));
  const settled = (r: { resourceType(): string }) => void (calls(r) && (pending = Math.max(0, pending - 1)));
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  /** When the document last changed, how long ago, and at which address: read at once, in the page. */
  const state = () =>
    page.evaluate(() => ({
      at: window.__atriumChangedAt ?? 0,
      ago: performance.now() - (window.__atriumChangedAt ?? 0),
      href: location.href,
    }));
  let stopped = false;
  const tries = new Map<string, number>();
  const loop = (async () => {
    while (!stopped && !page.isClosed()) {
      await new Promise((r) => setTimeout(r, TICK_MS));
      if (stopped || page.isClosed() || !page.url().startsWith('http') || pending > 0) continue;
      const screen = screenOf(page);
      if (judged.has(screen)) continue;
      try {
        const before = await state();
        if (before.ago < QUIET_MS || before.href !== page.url()) continue;
        const found = await axeFindings(page);
        const after = await state();
        // What the journey did after the run (it may have moved on) does not matter; what changed during it does.
        const tried = (tries.get(screen) ?? 0) + 1;
        tries.set(screen, tried);
        if ((after.at !== before.at || after.href !== before.href) && tried < TRIES) continue;
        if (judged.has(screen)) continue;
        judged.add(screen);
        violations.push(...found.map((v) => `${screen}: ${v}`));
      } catch {
        // The page navigated or closed under the run: the next quiet screen is judged.
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return violations;
    },
  };
}
