import type { Result } from 'lighthouse';

/** What the bench keeps of one Lighthouse run's report. */
export interface Measure {
  performance: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  /** Scripts by boot-up time (evaluation, parse and compile on the main thread), the longest first. */
  bootup: { url: string; ms: number }[];
  /** The longest main-thread task after First Contentful Paint (`longestTaskAfterPaint`). */
  longestTask: { ms: number; url: string | null };
}

/** The `long-tasks` diagnostic's list of every top-level task of 50 ms or more (its table shows the 20 longest). */
interface LongTasksDebugData {
  urls: string[];
  tasks: { urlIndex: number; startTime: number; duration: number }[];
}

/** A script or page address as the tables print it: its file name; Lighthouse's own labels ("Unattributable") as they are. */
const shortUrl = (url: string) => (url.startsWith('http') ? new URL(url).pathname.split('/').pop() || '/' : url);

/**
 * The longest main-thread task after First Contentful Paint (the issue's "no task over 200 ms after the first
 * paint"), and the script or page Lighthouse attributes it to. The times are those TBT is computed from: with
 * the presets' simulated throttling, `long-tasks` and TBT both take each task's start and duration from the same
 * Lantern simulation (4× CPU on mobile), not from the trace's unthrottled run, and TBT's window opens at the
 * simulated FCP. A task running across FCP counts from FCP on, as TBT clips it. 0 when no task of 50 ms or more
 * (the shortest `long-tasks` lists) ends after FCP.
 */
export function longestTaskAfterPaint(lhr: Result): Measure['longestTask'] {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const debug = (lhr.audits['long-tasks']?.details as { debugData?: LongTasksDebugData } | undefined)?.debugData;
  let longest: Measure['longestTask'] = { ms: 0, url: null };
  for (const task of debug?.tasks ?? []) {
    const ms = task.startTime + task.duration - Math.max(task.startTime, fcp);
    if (ms > longest.ms) longest = { ms, url: shortUrl(debug!.urls[task.urlIndex] ?? 'Unattributable') };
  }
  return longest;
}

/** One run's figures from its report. */
export function measureOf(lhr: Result): Measure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['bootup-time']?.details as { items?: { url: string; total: number }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    bootup: items
      .filter((i) => i.url.startsWith('http'))
      .sort((a, b) => b.total - a.total)
      .slice(0, 3)
      .map((i) => ({ url: shortUrl(i.url), ms: i.total })),
    longestTask: longestTaskAfterPaint(lhr),
  };
}
