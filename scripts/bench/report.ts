/**
 * What `npm run bench` writes into docs/benchmarks.md: the latest run of each kind of machine (its
 * section replaced, or only its part when a part ran alone) and one dated line in the history of runs
 * (appended).
 */
import type { ServerRow } from './rounds.js';
import { latencyVerdict, repeat, settled, TOLERANCE, verdict } from './stats.js';

/** The parts of a machine's section, in the order they are written. */
const PARTS = ['servers', 'budget', 'chat', 'lighthouse', 'search'] as const;
type Part = (typeof PARTS)[number];

export interface RunRecord {
  started: Date;
  /** `--chat`, `--lighthouse` or `--search`: the part that ran alone, the only one it replaces. */
  alone?: Exclude<Part, 'servers' | 'budget'>;
  /** The kind of machine, the key of its "latest run" section: cores × processor model. */
  machine: string;
  /** Memory, kernel, Node, and where the servers and the load generator ran. */
  details: string;
  load: { start: string; end: string };
  /** The server rows of each pass: none (`--chat`), one, or two (`--twice`). */
  passes: ServerRow[][];
  /** The budget browser test's line, when it ran. */
  shell?: string;
  /** The chat row's table, when it ran. */
  chat?: string;
  /** Lighthouse's table (scripts/bench/lighthouse.ts), when it ran. */
  lighthouse?: string;
  /** The search row's table (scripts/bench/search.ts), when it ran. */
  search?: string;
}

export const LATEST = '## Latest run per machine';
export const HISTORY = '## History of runs';

const ratio = (x: number) => x.toFixed(2);
const count = (x: number) => Math.round(x).toLocaleString('en');
const range = (s: { low: number; high: number }) => `${ratio(s.low)}–${ratio(s.high)}`;

/** The row's verdict: the CPU ratio's (met, missed, or unsettled when the rounds spread wider than ±TOLERANCE), and its p99 bound's. */
export function rowVerdict(r: ServerRow): string {
  const v = verdict(r.cpu, r.goal);
  const cell = v === 'unsettled' ? `unsettled (rounds beyond ±${TOLERANCE})` : v;
  return r.latency?.bound === undefined ? cell : `${cell}; p99 ${latencyVerdict(r.latency)}`;
}

/** One pass's table: the CPU-time ratio decides, throughput and latency stand beside it. */
export function serverTable(rows: ServerRow[]): string[] {
  return [
    '| scenario | CPU per request, app / baseline | **ratio**: baseline ÷ app CPU (rounds) | throughput ratio (rounds) | req/s app / baseline | p99 at one rate, app / baseline | goal | |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const latency = r.latency
        ? `${r.latency.appP99} / ${r.latency.baselineP99} ms at ${count(r.latency.rate)} req/s${r.latency.bound === undefined ? '' : ` (≤ ${r.latency.bound} ms)`}`
        : '—';
      return `| ${r.name}${r.note ? ` (${r.note})` : ''} | ${count(r.appCpuUs)} / ${count(r.baselineCpuUs)} µs | **${ratio(r.cpu.median)}** (${range(r.cpu)}) | ${ratio(r.throughput.median)} (${range(r.throughput)}) | ${count(r.appRps)} / ${count(r.baselineRps)} | ${latency} | ≥ ${r.goal.toFixed(2)} | ${rowVerdict(r)} |`;
    }),
  ];
}

/** `--twice`: each row's two ratios and their difference; the method holds on this machine when every row repeats within ±TOLERANCE. */
export function repeatTable(first: ServerRow[], second: ServerRow[]): { lines: string[]; accepted: boolean } {
  const pairs = first.map((a) => [a, second.find((b) => b.key === a.key)!] as const);
  const checked = pairs.map(([a, b]) => ({
    a,
    b,
    ...repeat(a.cpu.median, b.cpu.median),
    tp: repeat(a.throughput.median, b.throughput.median),
  }));
  const accepted = checked.every((c) => c.repeats);
  const signed = (x: number) => `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(2)}`;
  return {
    accepted,
    lines: [
      `| scenario | ratio, run 1 | run 2 | difference | within ±${TOLERANCE} | throughput ratio, run 1 / run 2 |`,
      '|---|---|---|---|---|---|',
      ...checked.map(
        (c) =>
          `| ${c.a.key} | ${ratio(c.a.cpu.median)} (${range(c.a.cpu)}) | ${ratio(c.b.cpu.median)} (${range(c.b.cpu)}) | ${signed(c.difference)} | ${c.repeats ? 'yes' : '**no**'} | ${ratio(c.a.throughput.median)} / ${ratio(c.b.throughput.median)} (${signed(c.tp.difference)}) |`,
      ),
      '',
      accepted
        ? `Every ratio repeated within ±${TOLERANCE}: the method holds on this machine at this load.`
        : `${checked.filter((c) => !c.repeats).length} of ${checked.length} ratios moved by more than ±${TOLERANCE} between the runs: at this load the method does not hold on this machine.`,
    ],
  };
}

const stamp = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Each part of the section starts with this marker (an HTML comment, not shown), so that a part run alone
 * finds its own text and leaves the others as the last run wrote them.
 */
const marker = (part: Part) => `<!-- bench part: ${part} -->`;

/** The run's parts, each its marker and text; alone, its one part opens with its own date and load. */
function runParts(run: RunRecord): Map<Part, string> {
  const [first, second] = run.passes;
  const stamped = `${stamp(run.started)} UTC${second ? ' (`--twice`)' : ''}: ${run.details}; load average ${run.load.start} at the start, ${run.load.end} at the end.`;
  const parts = new Map<Part, string[]>();
  if (!run.alone)
    parts.set('servers', [
      `Run of ${stamped}`,
      '',
      ...(first ? [...serverTable(first), ''] : []),
      ...(first && second ? ['The second run:', '', ...serverTable(second), '', ...repeatTable(first, second).lines, ''] : []),
    ]);
  if (run.shell) parts.set('budget', [`Browser (host/test/budget.browser.test.ts): ${run.shell}.`, '']);
  for (const part of ['chat', 'lighthouse', 'search'] as const) {
    const text = run[part];
    if (text) parts.set(part, [...(run.alone === part ? [`\`--${part}\` alone, run of ${stamped}`, ''] : []), text, '']);
  }
  return new Map([...parts].map(([part, lines]) => [part, [marker(part), ...lines].join('\n')]));
}

/** The machine's "latest run" section (a `###` under LATEST). */
export function latestSection(run: RunRecord): string {
  return [`### ${run.machine}`, '', ...runParts(run).values()].join('\n');
}

/** A section's text before its first part marker (kept as it is), and each marked part's text. */
function sectionParts(section: string): { head: string; parts: Map<Part, string> } {
  const found = PARTS.map((part) => ({ part, at: section.indexOf(marker(part)) }))
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts = new Map(found.map(({ part, at }, i) => [part, section.slice(at, found[i + 1]?.at ?? section.length).trimEnd() + '\n']));
  return { head: section.slice(0, found[0]?.at ?? section.length), parts };
}

/** The machine's section with the run's one part replaced (or added in its place), the other parts kept. */
function mergePart(section: string, run: RunRecord): string {
  const { head, parts } = sectionParts(section);
  for (const [part, text] of runParts(run)) parts.set(part, text);
  return `${head.trimEnd()}\n\n${PARTS.flatMap((part) => (parts.has(part) ? [parts.get(part)!] : [])).join('\n')}`;
}

/** One dated line of the history table: each row's ratio (both runs' with `--twice`), the list's and the feed's p99. */
export function historyRow(run: RunRecord): string {
  const cell = (key: string) => {
    const found = run.passes.map((rows) => rows.find((r) => r.key === key)).filter((r) => r !== undefined);
    if (!found.length) return '—';
    const ratios = found.map((r) => ratio(r.cpu.median)).join(' / ');
    const p99 = found.every((r) => r.latency) ? ` (${found.map((r) => r.latency!.appP99).join(' / ')} ms)` : '';
    const unsettled = found.some((r) => !settled(r.cpu)) ? '*' : '';
    return `${ratios}${unsettled}${p99}`;
  };
  const scripts = /scripts ([\d.]+) KB/.exec(run.shell ?? '')?.[1];
  const lcp = /cold ([\d.]+) s.*?repeat ([\d.]+) s/.exec(run.shell ?? '');
  const chat = /\| ([\d.]+) ms \| ([\d.]+) ms \| \d+ \| \d+ \|/.exec(run.chat ?? '')?.[2];
  const processor = run.machine.replace(/^\d+ × /, '').replace(/\((R|TM)\)| Processor$/g, '');
  return `| ${stamp(run.started)} | ${processor} | ${run.load.start.split(' ')[0]} | ${run.alone ? `\`--${run.alone}\` alone` : `CPU, side by side${run.passes.length > 1 ? ', twice' : ''}`} | ${cell('trivial')} | ${cell('list')} | ${cell('compression')} | ${cell('signin')} | ${cell('feed')} | ${chat ? `${chat} ms` : '—'} | ${scripts ?? '—'} | ${lcp ? `${lcp[1]} / ${lcp[2]} s` : '—'} |`;
}

/** The section of `doc` under `heading` (to the next heading of its level or above), or null. */
function sectionBounds(doc: string, heading: string, level: string): [number, number] | null {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) return null;
  const next = [...doc.slice(start + heading.length + 2).matchAll(new RegExp(`\\n#{1,${level.length}} `, 'g'))][0];
  return [start + 1, next ? start + heading.length + 2 + next.index! + 1 : doc.length];
}

/** `doc` with its `##` section `heading` replaced by `section`, or `section` put before the `##` heading `before` when it has none. */
export function replaceSection(doc: string, heading: string, section: string, before: string): string {
  const text = `${section.trimEnd()}\n\n`;
  const mine = sectionBounds(doc, heading, '##');
  if (mine) return doc.slice(0, mine[0]) + text + doc.slice(mine[1]);
  const at = doc.indexOf(`\n${before}\n`);
  if (at < 0) throw new Error(`docs/benchmarks.md needs its "${before}" section`);
  return doc.slice(0, at + 1) + text + doc.slice(at + 1);
}

/** The document with this run's machine section replaced (or added under LATEST) and its history line appended. */
export function updateDoc(doc: string, run: RunRecord): string {
  const latest = sectionBounds(doc, LATEST, '##');
  const history = sectionBounds(doc, HISTORY, '##');
  if (!latest || !history) throw new Error(`docs/benchmarks.md needs its "${LATEST}" and "${HISTORY}" sections`);
  const mine = sectionBounds(doc, `### ${run.machine}`, '###');
  const section = `${mine && run.alone ? mergePart(doc.slice(...mine).trimEnd(), run) : latestSection(run)}\n`;
  const next = mine ? doc.slice(0, mine[0]) + section + doc.slice(mine[1]) : doc.slice(0, latest[1]) + section + doc.slice(latest[1]);
  const [from, to] = sectionBounds(next, HISTORY, '##')!;
  const body = next.slice(from, to);
  const lineEnd = body.indexOf('\n', body.lastIndexOf('\n|') + 1);
  const end = from + (lineEnd < 0 ? body.length : lineEnd);
  return `${next.slice(0, end)}\n${historyRow(run)}${next.slice(end)}`;
}
