import fs from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { longestTaskAfterPaint, measureOf, type Measure } from './lighthouse-measure.js';
import { lighthouseLine, lighthouseVerdict, type LighthouseRow } from './lighthouse-table.js';

/**
 * A real report (Lighthouse 12.8.2, the wall on the mobile preset, cold, a crowded machine) trimmed to what the
 * bench reads. Its simulated FCP (4,106 ms) falls inside the start chunk's 2,172 ms task (from 3,763 ms), the
 * longest after it starting at 7,338 ms (698 ms).
 */
const report = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures/lighthouse-wall-mobile-cold.json'), 'utf8')) as Result;
const withFcp = (ms: number): Result => ({
  ...report,
  audits: { ...report.audits, 'first-contentful-paint': { ...report.audits['first-contentful-paint']!, numericValue: ms } },
});

describe('a Lighthouse report read by the bench', () => {
  it('reads the scores, metrics, boot-up scripts and the longest task after FCP', () => {
    const m = measureOf(report);
    expect(m).toMatchObject({ performance: 35, seo: 100, benchmarkIndex: 511 });
    expect(m.tbtMs).toBeCloseTo(4370, 0);
    expect(m.bootup.map((s) => s.url)).toEqual(['start.6b42c286.js', 'company', 'main.9e26a6b8.js']);
    // The task across FCP counts from FCP on, as TBT clips it: 3,762.7 + 2,172 − 4,106.4 ms.
    expect(m.longestTask.url).toBe('start.6b42c286.js');
    expect(m.longestTask.ms).toBeCloseTo(1828.3, 1);
  });

  it('counts a task that starts after FCP whole and leaves out those that end before it', () => {
    expect(longestTaskAfterPaint(withFcp(6000))).toEqual({ ms: 698, url: 'start.6b42c286.js' });
    expect(longestTaskAfterPaint(withFcp(1e6))).toEqual({ ms: 0, url: null });
  });
});

const measure = ({ task, ...over }: Partial<Measure> & { task?: [number, string] }): Measure => ({
  performance: 95,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  benchmarkIndex: 3500,
  bootup: [],
  longestTask: task ? { ms: task[0], url: task[1] } : { ms: 0, url: null },
  ...over,
});
const row = (preset: LighthouseRow['preset'], runs: Measure[]): LighthouseRow => ({ page: 'wall', preset, cache: 'cold', runs });

describe('the Lighthouse table line', () => {
  it('gives the longest task’s median and range, with the script of the run in the middle', () => {
    const line = lighthouseLine(
      row('mobile', [measure({ task: [120, 'a.js'] }), measure({ task: [180, 'b.js'] }), measure({ task: [90, 'c.js'] })]),
    );
    expect(line).toContain('| 100 (100–100) ms | 120 (90–180) ms, a.js | 0.010');
    expect(line).toMatch(/\| met \|$/);
  });

  it('says which goals the medians miss, the longest task on either preset', () => {
    expect(lighthouseVerdict(row('mobile', [measureOf(report)]))).toBe('missed: Performance < 90, TBT > 400 ms, a task > 200 ms after FCP');
    expect(lighthouseVerdict(row('desktop', [measure({ performance: 99, tbtMs: 500, task: [201, 'start.js'] })]))).toBe(
      'missed: a task > 200 ms after FCP',
    );
    expect(lighthouseVerdict(row('desktop', [measure({ performance: 99, task: [200, 'start.js'] })]))).toBe('met');
    expect(lighthouseLine(row('desktop', [measure({ performance: 99 })]))).toContain('| 0 (0–0) ms | 0.010');
  });
});
