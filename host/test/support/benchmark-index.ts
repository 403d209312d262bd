import type { Browser } from 'playwright-core';

/**
 * Lighthouse's BenchmarkIndex, its measure of the processor a page runs on (computeBenchmarkIndex in
 * Lighthouse's core/lib/page-functions.js, written here from its description): the mean of two
 * half-second loops, one building 10,000-character strings (much garbage collection) and one copying
 * an array of 100,000 integers, each counted in iterations per second over ten. Run in the page.
 */
function benchmarkIndex(): number {
  const perSecond = (iterations: number, start: number) => Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  let start = Date.now();
  let strings = 0;
  while (Date.now() - start < 500) {
    let s = '';
    for (let j = 0; j < 10_000; j++) s += 'a';
    if (s.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    strings++;
  }
  const gc = perSecond(strings, start);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
  start = Date.now();
  let copies = 0;
  // The clock is read every tenth copy, as Lighthouse does.
  while (copies % 10 !== 0 || Date.now() - start < 500) {
    const from = copies % 2 === 0 ? a : b;
    const to = copies % 2 === 0 ? b : a;
    for (let j = 0; j < from.length; j++) to[j] = from[j]!;
    copies++;
  }
  return Math.round((gc + perSecond(copies, start)) / 2);
}

/**
 * The machine's BenchmarkIndex in Chromium, and under a CPU slowdown: Lighthouse's 4× is meant for a
 * desktop of 1000–2000, to land among mid-tier phones (125–800; its docs/throttling.md). The same 4× on
 * a slower machine emulates a slower phone, which is why LCP on the mobile profile moves from one
 * machine to another; the report prints both figures beside it.
 */
export async function benchmarkIndexes(browser: Browser, slowdown: number): Promise<{ host: number; throttled: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const host = await page.evaluate(benchmarkIndex);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const throttled = await page.evaluate(benchmarkIndex);
  await context.close();
  return { host, throttled };
}
