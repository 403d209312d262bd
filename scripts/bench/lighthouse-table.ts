import type { Measure } from './lighthouse-measure.js';
import { median } from './stats.js';

/** Issue #41's goals for the pages; the longest task after the first paint on either preset. */
export const GOALS = {
  mobile: { performance: 90, tbtMs: 400 },
  desktop: { performance: 95 },
  cls: 0.05,
  seo: 100,
  longestTaskMs: 200,
};

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  cache: 'cold' | 'warm';
  runs: Measure[];
}

const spread = (xs: number[], digits = 0) => {
  const f = (x: number) => x.toFixed(digits);
  return `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
};

/** The run in the middle by one figure (the upper of the two middle ones for an even count). */
const middleRun = (runs: Measure[], pick: (x: Measure) => number) =>
  [...runs].sort((a, b) => pick(a) - pick(b))[Math.floor(runs.length / 2)]!;

/** Which of the issue's goals the row's medians meet. */
export function lighthouseVerdict(row: LighthouseRow): string {
  const m = (pick: (x: Measure) => number) => median(row.runs.map(pick));
  const missed: string[] = [];
  const performanceGoal = GOALS[row.preset].performance;
  if (m((x) => x.performance) < performanceGoal) missed.push(`Performance < ${performanceGoal}`);
  if (row.preset === 'mobile' && m((x) => x.tbtMs) > GOALS.mobile.tbtMs) missed.push(`TBT > ${GOALS.mobile.tbtMs} ms`);
  if (m((x) => x.longestTask.ms) > GOALS.longestTaskMs) missed.push(`a task > ${GOALS.longestTaskMs} ms after FCP`);
  if (m((x) => x.cls) > GOALS.cls) missed.push(`CLS > ${GOALS.cls}`);
  if (m((x) => x.seo) < GOALS.seo) missed.push(`SEO < ${GOALS.seo}`);
  return missed.length ? `missed: ${missed.join(', ')}` : 'met';
}

/** The row as a table line: medians of the runs with their range, the heaviest scripts and the longest task's script of the median runs. */
export function lighthouseLine(row: LighthouseRow): string {
  const of = (pick: (x: Measure) => number, digits = 0) => spread(row.runs.map(pick), digits);
  const scripts = middleRun(row.runs, (x) => x.performance)
    .bootup.map((s) => `${s.url} ${Math.round(s.ms)} ms`)
    .join(', ');
  const { url } = middleRun(row.runs, (x) => x.longestTask.ms).longestTask;
  const longest = `${of((x) => x.longestTask.ms)} ms${url ? `, ${url}` : ''}`;
  return `| ${row.page} | ${row.preset} | ${row.cache} | ${of((x) => x.performance)} | ${of((x) => x.lcpMs / 1000, 2)} s | ${of((x) => x.tbtMs)} ms | ${longest} | ${of((x) => x.cls, 3)} | ${of((x) => x.seo)} | ${scripts} | ${of((x) => x.benchmarkIndex)} | ${lighthouseVerdict(row)} |`;
}

export const LIGHTHOUSE_HEADER = [
  '| page | preset | cache | Performance | LCP | TBT | longest task after FCP (its script, median run) | CLS | SEO | top scripts by boot-up (median run) | BenchmarkIndex | goals |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
