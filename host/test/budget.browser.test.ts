import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { fixturesDir, hostDist, useShellApp } from './support/app.js';
import { signIn } from '@atrium/sdk/testing/browser';

/**
 * The target for the JavaScript of the signed-in shell (host, shared libraries, first remote), gzipped.
 * Not met yet (docs/benchmarks.md explains where the bytes go): with ATRIUM_STRICT_BUDGET=1 the test
 * enforces it; otherwise it enforces CEILING_KB, today's figure (~328 KB) plus 5 %, so nothing grows unnoticed.
 */
export const BUDGET_KB = 170;
export const CEILING_KB = 345;
const strict = process.env.ATRIUM_STRICT_BUDGET === '1';
const limit = strict ? BUDGET_KB : CEILING_KB;

const env = useShellApp();
const { shell } = env;

/** The built file behind a requested URL: the host's dist, or a fixture plugin's dist/ui. */
function fileOf(pathname: string): string {
  const m = /^\/plugins\/([^/]+)\/(.+)$/.exec(pathname);
  return m ? path.join(fixturesDir, m[1]!, 'dist/ui', m[2]!) : path.join(hostDist, pathname);
}

it(`needs at most ${limit} KB of gzipped JavaScript to show the signed-in shell with its first remote`, async () => {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${shell.url}/login/`);
  await signIn(page, shell.employee);
  await page.waitForURL('**/company');
  // A fresh load of a plugin page, signed in: everything it takes to show the shell and the remote.
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto(`${shell.url}/hello`);
  await page.getByTestId('hello-greeting').waitFor();
  await page.close();

  const rows = [...scripts].map((p) => ({ path: p, gz: zlib.gzipSync(fs.readFileSync(fileOf(p)), { level: 9 }).length }));
  const total = rows.reduce((s, r) => s + r.gz, 0);
  const kb = Math.round((total / 1024) * 10) / 10;
  const table = rows
    .sort((a, b) => b.gz - a.gz)
    .map((r) => `| ${r.path} | ${(r.gz / 1024).toFixed(1)} |`)
    .join('\n');
  console.log(`signed-in shell JavaScript: ${kb} KB gzipped in ${rows.length} files (target ${BUDGET_KB} KB, ceiling ${CEILING_KB} KB)`);
  // `npm run bench` records the figure in docs/benchmarks.md; a test run keeps it under test-results/.
  const doc =
    process.env.ATRIUM_WRITE_DOCS === '1'
      ? path.resolve(import.meta.dirname, '../../docs/benchmarks.md')
      : path.resolve(import.meta.dirname, '../../test-results/host/budget.md');
  writeSection(doc, '## Web shell JavaScript budget', [
    `Measured by \`host/test/budget.browser.test.ts\` on ${new Date().toISOString().slice(0, 10)}: the scripts a signed-in`,
    `user's browser fetches to show the shell and the first plugin page (the \`hello\` test fixture remote),`,
    `each gzipped at level 9. Target: ${BUDGET_KB} KB (${kb <= BUDGET_KB ? 'met' : 'NOT met'}); regression ceiling: ${CEILING_KB} KB.`,
    '',
    `**Total: ${kb} KB gzipped in ${rows.length} files.**`,
    '',
    ...BUDGET_NOTES,
    '',
    '| script | KB gz |',
    '|---|---|',
    table,
  ]);
  expect(kb).toBeLessThanOrEqual(limit);
});

const BUDGET_NOTES = [
  'Where the bytes go and what was done:',
  '- Module Federation shares whole packages (consumers are unknown at build time), so a shared library',
  '  cannot be tree-shaken. `@mantine/core` alone is ~124 KB gzipped as a shared module against ~60 KB',
  "  tree-shaken for the shell's own components; react-dom is ~64 KB whatever is done.",
  '- react-router is shared as an SDK facade of its declarative API (`sdk/src/ui/kit/router.ts`):',
  '  ~60 KB → ~14 KB.',
  '- Remotes take the federation runtime core from the host (`externalRuntime` / `provideExternalRuntime`):',
  '  ~12 KB less per remote.',
  '- Pages are lazy chunks; auth pages and zod load only on the sign-in screens (the shell reads the',
  "  client's design without zod: 26 KB).",
  '- Why 170 KB cannot be met with the chosen stack: react-dom (~64) + the Mantine components the shell',
  '  itself renders, tree-shaken (~60) + i18next (~13) + react-query (~13) + the router facade (~14) is',
  '  ~164 KB before the federation runtime (~24, in `main`), @mantine/hooks, react-i18next, CASL, the',
  "  host's own code and any remote. Measured without federation and fully tree-shaken the floor is",
  '  ~187 KB. Meeting 170 KB needs a different UI kit or budget, a product decision.',
  '- A Mantine facade like the router one does not help: the 120 exports the screens, plugins and',
  '  @mantine/notifications/dates/charts use measure ~126 KB gzipped tree-shaken against ~134 KB for the',
  "  whole package (the cost is Mantine's shared core: styles system, Combobox, Popover, floating-ui).",
];

/** Replaces (or appends) one section of a shared Markdown file, leaving the others alone. */
function writeSection(file: string, heading: string, lines: string[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = old.indexOf(heading);
  const body = `${heading}\n\n${lines.join('\n')}\n`;
  let next: string;
  if (start < 0) next = `${old.trimEnd()}\n\n${body}`;
  else {
    const after = old.indexOf('\n## ', start + heading.length);
    next = old.slice(0, start) + body + (after < 0 ? '' : old.slice(after));
  }
  fs.writeFileSync(file, next);
}
