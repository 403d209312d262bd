/**
 * Search benchmark (issue #52): `GET /api/search` for one employee of a client with 1,000,000 indexed
 * documents, on SQLite and (with `BENCH_SEARCH_DATABASE_URL=own`) on MariaDB; goal p99 ≤ 50 ms.
 *
 * The documents are knowledge-base articles (a title of 3–7 words, a text of 12–30, 1 in 100 restricted by a
 * grant the reader lacks) written in words of a generated vocabulary, half Latin and half Cyrillic, drawn by
 * Zipf's law, so a common word is in a tenth of the documents and a rare one in a few hundred, as in real
 * text. Every installed plugin is on, so the statement carries every module's reader rule as in production.
 * Each query shape (one common word, two words, a prefix, a rare word, a typo answered by "did you mean")
 * is sent at a fixed rate (scripts/bench/paced.mjs, latency counted from when a request was due) to the app in
 * a process of its own; its p50 and p99 are reported per engine.
 *
 * Seeding writes the rows straight through SQL (the benchmark's shortcut; the app indexes through
 * `ctx.search`): on SQLite multi-row INSERTs whose FTS5 triggers index each row; on MariaDB LOAD DATA of the
 * entries and of their rows of the word index (`search_word`), with the FULLTEXT indexes and the word index's keys
 * dropped first and built once after, which is many times faster. MariaDB is measured on a
 * server of the bench's own with `BENCH_SEARCH_DATABASE_URL=own` (scripts/bench/mariadb.ts; `BENCH_MARIADB_DATA`
 * keeps its folder, and so its seeded million). A database already holding the seeded client is
 * reused. `BENCH_SEARCH_ITEMS` (default 1,000,000) sizes it, `BENCH_SEARCH_DATA` keeps the SQLite folder
 * (`BENCH_SEARCH_SQLITE=0` leaves SQLite out),
 * `BENCH_SEARCH_RATE` (default 10 a second) and `BENCH_SEARCH_SECONDS` (default 20) size each shape's run.
 * `npm run bench -- --search` runs this row alone; `--no-search` skips it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, createUser, ensureSuperadmin, type App } from '@atrium/core-api';
import { trigramsOf } from '../../core-api/src/search/text.js';
import { documentWords } from '../../core-api/src/search/words.js';
import { insertRows } from './bulk.js';
import { sqlDate } from './capture.js';
import { startApp } from './app-server.js';
import { startLoad } from './load.js';
import { startOwnMariadb } from './mariadb.js';
import { coreSplit, type Cores } from './pin.js';
import { startServers } from './servers.js';

export interface SearchBenchOptions {
  items?: number;
  /** `own` for the MariaDB run besides SQLite's on a server of the bench's own (scripts/bench/mariadb.ts), or a `mysql://…` URL of one already seeded. */
  databaseUrl?: string;
  /** An SQLite data folder to keep and reuse between runs. */
  dataDir?: string;
  /** False: MariaDB alone (`BENCH_SEARCH_SQLITE=0`). */
  sqlite?: boolean;
  rate?: number;
  seconds?: number;
  cores: Cores | null;
  log?: (line: string) => void;
}

const GOAL_MS = 50;
const VOCABULARY = 20_000;
const PASSWORD = 'bench-password-1';

/** A small seeded generator (mulberry32), so every run indexes the same text. */
function randomOf(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Distinct made-up words of 2–4 syllables, Latin and Cyrillic in turn, in the order of their frequency rank. */
function vocabulary(random: () => number): string[] {
  const syllables = [
    'ba be bi bo da de di do ka ke ko la le li lo ma me mi mo na ne no pa pe pi po ra re ri ro sa se si so ta te ti to va ve vi vo za ze tor len mar ser vin dal kor pol'.split(
      ' ',
    ),
    'ба бе би бо да де ди до ка ке ко ла ле ли ло ма ме ми мо на не но па пе пи по ра ре ри ро са се си со та те ти то ва ве ви во за зе ёж тор лен мар сер вин дал кор пол'.split(
      ' ',
    ),
  ];
  const words = new Set<string>();
  while (words.size < VOCABULARY) {
    const alphabet = syllables[words.size % 2]!;
    const n = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
  }
  return [...words];
}

/** Draws ranks by Zipf's law (s = 1): rank r is 1/r as frequent as the first. */
function zipf(random: () => number, n: number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += 1 / (r + 1);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** The query shapes, from the vocabulary's ranks: what a common, a rare and a mistyped word are here. */
function shapesOf(words: string[]): { key: string; q: string }[] {
  const typo = words[301]!;
  return [
    { key: 'one common word', q: words[20]! },
    { key: 'two words', q: `${words[40]} ${words[150]}` },
    { key: 'a prefix', q: words[7]!.slice(0, 3) },
    { key: 'a rare word', q: words[15_001]! },
    // The last letter made u (у), which no word here has: nothing is found, so "did you mean" looks up the trigrams and searches again.
    { key: 'a typo', q: `${typo.slice(0, -1)}${/[a-z]/.test(typo) ? 'u' : 'у'}` },
  ];
}

/** A value as LOAD DATA reads it from a tab-separated file (the seeded words hold no tab, newline or backslash). */
const tsv = (v: unknown) => (v === null ? '\\N' : String(v));

/**
 * Writes `items` articles into the client's index, and the trigrams of every word for "did you mean". The same
 * rows on both engines (a seeded generator): SQLite takes them as multi-row INSERTs (its triggers index each);
 * MariaDB reads them, and their words for `search_word` (as `ctx.search.index` writes them, words.ts), with LOAD
 * DATA from files in the folder its server may read (`files`, scripts/bench/mariadb.ts) with the FULLTEXT indexes
 * and the word index's keys dropped, and builds those once after (a sort each), which is many times faster.
 */
async function seed(app: App, clientId: string, items: number, words: string[], files: string | undefined, log: (l: string) => void) {
  const mysql = app.ds.options.type === 'mysql';
  if (mysql && !files) throw new Error('search bench: MariaDB is seeded by its own server (BENCH_SEARCH_DATABASE_URL=own)');
  const random = randomOf(52);
  const rank = zipf(random, words.length);
  const phrase = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => words[rank()]).join(' ');
  const now = sqlDate(new Date());
  const start = Date.now() - 5 * 365 * 86_400_000;
  const cols = [
    'id',
    'clientId',
    'createdAt',
    'updatedAt',
    'plugin',
    'kind',
    'itemId',
    'title',
    'text',
    'tags',
    'link',
    'resourceType',
    'resourceId',
    'at',
  ];
  if (mysql) {
    await app.ds.query('ALTER TABLE search_entry DROP INDEX ft_search_entry_title, DROP INDEX ft_search_entry_all');
    await app.ds.query('ALTER TABLE search_word DROP PRIMARY KEY, DROP INDEX ix_search_word_entry');
  }
  const load = async (table: string, columns: string[], rows: unknown[][]) => {
    const file = path.join(files!, `${table}.tsv`);
    fs.writeFileSync(file, rows.map((r) => `${r.map(tsv).join('\t')}\n`).join(''));
    await app.ds.query(
      `LOAD DATA INFILE ? INTO TABLE ${table} CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n' (${columns.join(', ')})`,
      [file],
    );
    fs.rmSync(file);
  };
  const step = 20_000;
  for (let i = 0; i < items; i += step) {
    const rows: unknown[][] = [];
    const wordRows: unknown[][] = [];
    for (let j = i; j < Math.min(items, i + step); j++) {
      const id = crypto.randomUUID();
      const title = phrase(3, 7);
      const restricted = j % 100 === 99;
      const at = new Date(start + Math.floor(random() * 5 * 365 * 86_400_000));
      const entryId = crypto.randomUUID();
      const text = phrase(12, 30);
      if (mysql)
        for (const [word, inTitle] of documentWords(title, text, ''))
          wordRows.push([clientId, word, sqlDate(at), entryId, inTitle ? 1 : 0]);
      rows.push([
        entryId,
        clientId,
        now,
        now,
        'knowl_base',
        'article',
        id,
        title[0]!.toUpperCase() + title.slice(1),
        text,
        '',
        `/article/${id}`,
        restricted ? 'article' : null,
        restricted ? id : null,
        sqlDate(at),
      ]);
    }
    if (mysql) {
      await load('search_entry', cols, rows);
      await load('search_word', ['clientId', 'word', 'at', 'entryId', 'title'], wordRows);
    } else await app.ds.transaction((m) => insertRows((sql, params) => m.query(sql, params), 'search_entry', cols, rows));
    if ((i / step) % 10 === 0) log(`  ${Math.min(items, i + step)}/${items} documents`);
  }
  if (mysql) {
    log('  building the word index and the FULLTEXT indexes…');
    await app.ds.query(
      'ALTER TABLE search_word ADD PRIMARY KEY (clientId, word, at DESC, entryId), ADD INDEX ix_search_word_entry (clientId, entryId, word, title)',
    );
    await app.ds.query('ALTER TABLE search_entry ADD FULLTEXT INDEX ft_search_entry_title (title)');
    await app.ds.query('ALTER TABLE search_entry ADD FULLTEXT INDEX ft_search_entry_all (title, text, tags)');
  }
  const grams = words.flatMap((word) => trigramsOf(word).map((trigram) => [crypto.randomUUID(), clientId, now, now, trigram, word]));
  await insertRows(
    (sql, params) => app.ds.query(sql, params),
    'search_trigram',
    ['id', 'clientId', 'createdAt', 'updatedAt', 'trigram', 'word'],
    grams,
  );
}

interface Seeded {
  headers: Record<string, string>;
}

/** The seeded client and a session of its reader: found in the database when a run before seeded the same size, else seeded now. */
async function seedSearch(
  app: App,
  url: string,
  items: number,
  words: string[],
  files: string | undefined,
  log: (l: string) => void,
): Promise<Seeded> {
  await ensureSuperadmin(app.core);
  const workspace = `benchsearch${items}`;
  const login = `bench-search-${items}`;
  const [found] = (await app.ds.query('SELECT id FROM client WHERE workspace = ?', [workspace])) as { id: string }[];
  if (found) log(`search bench: reusing ${items} documents of ${workspace}`);
  else {
    log(`search bench: seeding ${items} documents…`);
    const client = await createClient(app.core, { workspace, name: 'Search Bench', lang: 'en' });
    await createUser(app.core, client.id, {
      firstName: 'Reader',
      lastName: 'Bench',
      email: `${login}@bench.local`,
      login,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      lang: 'en',
      rights: ['knowl_base'],
    } as never);
    // Marked rebuilt, or the first start would queue a rebuild from the records (there are none) and empty the index.
    await insertRows(
      (sql, params) => app.ds.query(sql, params),
      'search_rebuild',
      ['id', 'clientId', 'createdAt', 'updatedAt', 'state', 'done'],
      [[crypto.randomUUID(), client.id, sqlDate(new Date()), sqlDate(new Date()), 'done', items]],
    );
    const t0 = Date.now();
    await seed(app, client.id, items, words, files, log);
    log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-company-id': workspace },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  const { token } = (await res.json()) as { token: string };
  return { headers: { authorization: `Bearer ${token}`, 'x-company-id': workspace } };
}

export interface SearchShapeResult {
  key: string;
  q: string;
  total: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One engine: seeded (or reused), then each shape at the fixed rate against the app in its own process. */
async function runEngine(
  opts: SearchBenchOptions,
  engine: { dataDir: string; databaseUrl?: string; files?: string },
  log: (l: string) => void,
) {
  const items = opts.items ?? 1_000_000;
  const words = vocabulary(randomOf(7));
  const seeding = await startApp({ dataDir: engine.dataDir, databaseUrl: engine.databaseUrl });
  let seeded: Seeded;
  try {
    seeded = await seedSearch(seeding.app, seeding.url, items, words, engine.files, log);
  } finally {
    await seeding.app.close();
  }
  const app = await startServers({ kind: 'app', dataDir: engine.dataDir, databaseUrl: engine.databaseUrl }, opts.cores?.server ?? null);
  const load = startLoad(opts.cores?.load ?? null);
  try {
    const results: SearchShapeResult[] = [];
    for (const shape of shapesOf(words)) {
      const url = `${app.urls.app}/api/search?q=${encodeURIComponent(shape.q)}&limit=20`;
      // A few requests first: statement caches and the engine's pages warm, as on a server that has been up.
      let total = 0;
      for (let i = 0; i < 5; i++) {
        const res = await fetch(url, { headers: seeded.headers });
        if (res.status !== 200) throw new Error(`search bench: ${shape.key} answered ${res.status}: ${await res.text()}`);
        const body = (await res.json()) as { total: number; suggestion: string | null };
        total = body.total || (body.suggestion ? -1 : 0);
      }
      const r = await load.paced({ url, rate: opts.rate ?? 10, seconds: opts.seconds ?? 20, headers: seeded.headers, connections: 20 });
      results.push({ key: shape.key, q: shape.q, total, p50: r.p50, p99: r.p99, errors: r.errors });
      log(
        `  ${shape.key} (${shape.q}): ${total < 0 ? 'a suggestion' : `${total} found`}, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
      );
    }
    return results;
  } finally {
    load.close();
    app.close();
  }
}

/** The row as docs/benchmarks.md shows it: p50 / p99 per shape and engine, and whether every p99 meets the goal. */
export function searchTable(items: number, rate: number, engines: { name: string; results: SearchShapeResult[] }[]): string {
  const fmt = (n: number) => n.toFixed(1);
  const lines = [
    `Search (\`GET /api/search\`, scripts/bench/search.ts): ${items.toLocaleString('en')} indexed documents, ${rate} requests a second; p50 / p99 in ms, goal p99 ≤ ${GOAL_MS} ms.`,
    '',
    `| query | ${engines.map((e) => `${e.name} found | ${e.name} p50 / p99`).join(' | ')} |`,
    `|---|${engines.map(() => '---|---|').join('')}`,
  ];
  for (const [i, shape] of engines[0]!.results.entries()) {
    const cells = engines.map((e) => {
      const r = e.results[i]!;
      return `${r.total < 0 ? 'suggestion' : r.total} | ${fmt(r.p50)} / ${fmt(r.p99)}${r.errors ? ` (${r.errors} errors)` : ''}`;
    });
    lines.push(`| ${shape.key} \`${shape.q}\` | ${cells.join(' | ')} |`);
  }
  const met = engines.every((e) => e.results.every((r) => r.p99 <= GOAL_MS && !r.errors));
  lines.push('', `Goal ${met ? 'met' : 'missed'}: p99 ≤ ${GOAL_MS} ms on every query and engine.`);
  return lines.join('\n');
}

/** The search row: SQLite unless left out, MariaDB when a URL is given. */
export async function runSearchBench(opts: SearchBenchOptions): Promise<string> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const engines: { name: string; results: SearchShapeResult[] }[] = [];
  if (opts.sqlite !== false) {
    const keep = !!opts.dataDir;
    const dataDir = keep ? path.resolve(opts.dataDir!) : fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-search-'));
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      engines.push({ name: 'SQLite', results: await runEngine(opts, { dataDir }, log) });
    } finally {
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (opts.databaseUrl) {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-search-'));
    const own =
      opts.databaseUrl === 'own'
        ? await startOwnMariadb({ row: 'search', kept: process.env.BENCH_MARIADB_DATA, core: opts.cores?.server ?? null }, log)
        : null;
    try {
      const engine = { dataDir: scratch, databaseUrl: own?.url ?? opts.databaseUrl, files: own?.files };
      engines.push({ name: 'MariaDB', results: await runEngine(opts, engine, log) });
    } finally {
      await own?.stop();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
  return searchTable(opts.items ?? 1_000_000, opts.rate ?? 10, engines);
}

/** The options from the environment, as `npm run bench` passes them. */
export const searchBenchFromEnv = (cores: Cores | null): SearchBenchOptions => ({
  items: Number(process.env.BENCH_SEARCH_ITEMS ?? 1_000_000),
  databaseUrl: process.env.BENCH_SEARCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_SEARCH_DATA || undefined,
  sqlite: process.env.BENCH_SEARCH_SQLITE !== '0',
  rate: Number(process.env.BENCH_SEARCH_RATE ?? 10),
  seconds: Number(process.env.BENCH_SEARCH_SECONDS ?? 20),
  cores,
});

// Run alone: `npx tsx scripts/bench/search.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  runSearchBench(searchBenchFromEnv(coreSplit())).then(
    (table) => {
      console.log(`\n${table}`);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
