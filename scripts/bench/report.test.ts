import { describe, expect, it } from 'vitest';
import { HISTORY, LATEST, repeatTable, updateDoc, type RunRecord } from './report.js';
import type { ServerRow } from './rounds.js';

const row = (key: string, median: number, low = median - 0.02, high = median + 0.02): ServerRow => ({
  key,
  name: `${key} vs bare Koa`,
  goal: 0.7,
  rounds: 9,
  cpu: { median, low, high },
  throughput: { median, low, high },
  appCpuUs: 100,
  baselineCpuUs: 100 * median,
  appRps: 1000,
  baselineRps: 1000 / median,
});

const run = (machine: string, passes: ServerRow[][]): RunRecord => ({
  started: new Date('2026-11-28T14:05:00Z'),
  machine,
  details: 'test machine',
  load: { start: '3.10 2.00 1.00', end: '4.00 3.00 2.00' },
  passes,
});

const doc = [
  '# Benchmarks',
  '',
  LATEST,
  '',
  '### 2 × Old CPU',
  '',
  'old run',
  '',
  '## Web shell JavaScript budget',
  '',
  'budget',
  '',
  HISTORY,
  '',
  '| date (UTC) | machine |',
  '|---|---|',
  '| 2026-11-27 10:00 | Old CPU |',
  '',
  '## What the measurements found',
  '',
].join('\n');

describe('docs/benchmarks.md updates', () => {
  it('adds a new machine’s section and a history line, leaving other machines and sections alone', () => {
    const next = updateDoc(doc, run('2 × Test(R) CPU Processor', [[row('trivial', 0.74)]]));
    expect(next).toContain('### 2 × Old CPU\n\nold run');
    expect(next.indexOf('### 2 × Test(R) CPU Processor')).toBeLessThan(next.indexOf('## Web shell JavaScript budget'));
    expect(next).toContain('| 2026-11-27 10:00 | Old CPU |\n| 2026-11-28 14:05 | Test CPU | 3.10 | CPU, side by side | 0.74 |');
    expect(next.indexOf('| 2026-11-28 14:05')).toBeLessThan(next.indexOf('## What the measurements found'));
  });

  it('replaces the machine’s own section on its next run and keeps every history line', () => {
    const first = updateDoc(doc, run('2 × Test CPU', [[row('trivial', 0.74)]]));
    const second = updateDoc(first, run('2 × Test CPU', [[row('trivial', 0.71)], [row('trivial', 0.73)]]));
    expect(second.match(/### 2 × Test CPU/g)).toHaveLength(1);
    expect(second).toContain('**0.71**');
    expect(second).not.toContain('**0.74**');
    expect(second.match(/^\| 2026-11-28 14:05 /gm)).toHaveLength(2);
    expect(second).toContain('CPU, side by side, twice | 0.71 / 0.73 |');
  });

  it('replaces only its own part when a part runs alone, keeping the last full run’s server tables', () => {
    const full = updateDoc(doc, { ...run('2 × Test CPU', [[row('trivial', 0.74)]]), shell: 'scripts 90 KB', chat: '| old chat |' });
    const chatAlone = {
      ...run('2 × Test CPU', []),
      started: new Date('2026-11-29T09:30:00Z'),
      alone: 'chat' as const,
      chat: '| new chat |',
    };
    const next = updateDoc(updateDoc(full, chatAlone), { ...chatAlone, alone: 'search', chat: undefined, search: 'Search table' });
    const section = next.slice(next.indexOf('### 2 × Test CPU'), next.indexOf('## Web shell JavaScript budget'));
    expect(section).toContain('Run of 2026-11-28 14:05 UTC');
    expect(section).toContain('**0.74**');
    expect(section).toContain('Browser (host/test/budget.browser.test.ts): scripts 90 KB.');
    expect(section).not.toContain('| old chat |');
    expect(section).toContain('`--chat` alone, run of 2026-11-29 09:30 UTC: test machine;');
    expect(section.indexOf('| new chat |')).toBeLessThan(section.indexOf('Search table'));
    expect(next).toContain('### 2 × Old CPU\n\nold run');
    expect(next.match(/^\| 2026-11-29 09:30 \| Test CPU \| 3.10 \| `--(chat|search)` alone \|/gm)).toHaveLength(2);
  });

  it('keeps a section written before parts were marked, adding the part alone after it', () => {
    const next = updateDoc(doc, { ...run('2 × Old CPU', []), alone: 'lighthouse', lighthouse: '| lighthouse |' });
    expect(next).toContain('### 2 × Old CPU\n\nold run\n\n<!-- bench part: lighthouse -->\n`--lighthouse` alone');
    expect(next.indexOf('| lighthouse |')).toBeLessThan(next.indexOf('## Web shell JavaScript budget'));
  });

  it('accepts the method only when every row repeats within ±0.05, and marks a row whose rounds spread wider', () => {
    const ok = repeatTable([row('trivial', 0.74), row('list', 0.7)], [row('trivial', 0.78), row('list', 0.66)]);
    expect(ok.accepted).toBe(true);
    const moved = repeatTable([row('trivial', 0.74), row('list', 0.7)], [row('trivial', 0.8), row('list', 0.7)]);
    expect(moved.accepted).toBe(false);
    expect(moved.lines.join('\n')).toContain('| trivial | 0.74 (0.72–0.76) | 0.80 (0.78–0.82) | +0.06 | **no** |');
    const wide = updateDoc(doc, run('2 × Test CPU', [[row('list', 0.7, 0.6, 0.72)]]));
    expect(wide).toContain('| 0.70* |');
    expect(wide).toContain('unsettled (rounds beyond ±0.05)');
  });
});
