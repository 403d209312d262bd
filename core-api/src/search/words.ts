import { type ClientDb } from '@atrium/sdk/server';
import type { DataSource } from 'typeorm';
import { managerOf } from '../db/client-db.js';

/**
 * MariaDB: the one search's own word index, table `search_word` (docs/architecture.md, Search, "The word index").
 * InnoDB's FULLTEXT reads and ranks a word's whole posting list on every statement; this table holds one row per
 * word of a document, keyed (clientId, word, at DESC, entryId), so one word's documents are walked newest first
 * and a statement stops after its page. Written with the entry, in its transaction, by `ctx.search.index` and the
 * rebuild; SQLite keeps FTS5 and has no such table.
 */

/** The longest word kept; a longer one is cut, as is a query's word (so it still finds it as a prefix). */
export const WORD_MAX = 60;
const WORD = /[\p{L}\p{N}]+/gu;
/** Rows per INSERT statement. */
const BATCH = 500;
/** Entries read per step of a fill. */
const STEP = 1000;

/** Whether the database keeps the word index (MariaDB; SQLite searches with FTS5). */
export const hasWordIndex = (ds: DataSource) => ds.options.type === 'mysql' || ds.options.type === 'mariadb';

/** A word as the index holds it: lower-case, without diacritics (ё is е, й is и, as FTS5's `remove_diacritics` and the collation fold them), cut to WORD_MAX. */
export const foldWord = (word: string) => [...word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()].slice(0, WORD_MAX).join('');

/** The folded words of a text, without repeats. */
export const wordsOf = (text: string) => new Set((text.normalize('NFC').match(WORD) ?? []).map(foldWord));

/** A document's words and whether each is in its title (the title phase's flag). */
export function documentWords(title: string, text: string, tags: string): Map<string, boolean> {
  const words = new Map<string, boolean>();
  for (const w of wordsOf(title)) words.set(w, true);
  for (const w of wordsOf(`${text}\n${tags}`)) if (!words.has(w)) words.set(w, false);
  return words;
}

/** The client's raw SQL in `db`'s transaction, when it has one (the table is no entity: its key is its own). */
export function rawOf(db: ClientDb) {
  const manager = managerOf(db);
  if (!manager) throw new Error('search_word: a client database not made by createClientDb');
  return <R = unknown>(sql: string, params: unknown[]) => manager.query(sql, params) as Promise<R>;
}

export interface WordRowsOf {
  entryId: string;
  at: Date;
  words: Map<string, boolean>;
}

type Raw = <R = unknown>(sql: string, params: unknown[]) => Promise<R>;

/** Multi-row INSERTs of documents' words (the rebuild and the migration give many documents at once). */
export async function insertWords(raw: Raw, clientId: string, docs: WordRowsOf[]): Promise<void> {
  const rows = docs.flatMap((d) => [...d.words].map(([word, title]) => [clientId, word, d.at, d.entryId, title ? 1 : 0]));
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await raw(
      `INSERT INTO search_word (clientId, word, at, entryId, title) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      part.flat(),
    );
  }
}

type WordKey = { word: string; at: Date; entryId: string };

/**
 * Deletes rows by their whole key, as equalities the range optimizer turns into point reads: a row lock each and
 * no gap lock, which a range of the entry index would take and a concurrent insert of another entry would wait on.
 */
async function deleteRows(raw: Raw, clientId: string, rows: WordKey[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    await raw(`DELETE FROM search_word WHERE clientId = ? AND (${part.map(() => '(word = ? AND at = ? AND entryId = ?)').join(' OR ')})`, [
      clientId,
      ...part.flatMap((r) => [r.word, r.at, r.entryId]),
    ]);
  }
}

/**
 * Writes an entry's words: all of them for a new entry; for one indexed again, the difference with the rows it
 * has (words gone from it must no longer find it). Old rows are deleted by their whole key, never by a range of
 * the entry index, so concurrent writes of other entries take no gap locks of each other's (no deadlock).
 */
export async function writeWords(db: ClientDb, doc: WordRowsOf, fresh: boolean): Promise<void> {
  const raw = rawOf(db);
  if (fresh) return insertWords(raw, db.clientId, [doc]);
  const old = await raw<{ word: string; at: Date; title: number }[]>(
    'SELECT word, at, title FROM search_word WHERE clientId = ? AND entryId = ?',
    [db.clientId, doc.entryId],
  );
  const kept = (r: { word: string; at: Date; title: number }) =>
    doc.words.get(r.word) === !!r.title && new Date(r.at).getTime() === doc.at.getTime();
  await deleteRows(
    raw,
    db.clientId,
    old.filter((r) => !kept(r)).map((r) => ({ ...r, entryId: doc.entryId })),
  );
  const have = new Set(old.filter(kept).map((r) => r.word));
  await insertWords(raw, db.clientId, [{ ...doc, words: new Map([...doc.words].filter(([w]) => !have.has(w))) }]);
}

/** Removes the words of entries, by entry id (read first, then deleted by key, as `writeWords`). */
export async function removeWords(db: ClientDb, entryIds: string[]): Promise<void> {
  if (!entryIds.length) return;
  const raw = rawOf(db);
  const rows = await raw<WordKey[]>(
    `SELECT word, at, entryId FROM search_word WHERE clientId = ? AND entryId IN (${entryIds.map(() => '?').join(', ')})`,
    [db.clientId, ...entryIds],
  );
  await deleteRows(raw, db.clientId, rows);
}

/** Removes every word of the client (a rebuild from scratch). */
export const removeClientWords = (db: ClientDb) => rawOf(db)('DELETE FROM search_word WHERE clientId = ?', [db.clientId]);

/**
 * Writes the words of the entries `search_entry` holds (every client's, or one's), a step of entries at a time:
 * the migration that made the table, and a client imported from an archive, whose entries arrive as rows.
 */
export async function fillWords(raw: Raw, clientId?: string): Promise<void> {
  type Entry = { id: string; clientId: string; title: string; text: string; tags: string; at: Date };
  const ofClient = clientId ? 'AND clientId = ?' : '';
  for (let after = ''; ;) {
    const entries = await raw<Entry[]>(
      `SELECT id, clientId, title, text, tags, COALESCE(at, createdAt) AS at FROM search_entry WHERE id > ? ${ofClient} ORDER BY id LIMIT ?`,
      [after, ...(clientId ? [clientId] : []), STEP],
    );
    if (!entries.length) break;
    const byClient = new Map<string, WordRowsOf[]>();
    for (const e of entries)
      byClient.set(e.clientId, [
        ...(byClient.get(e.clientId) ?? []),
        { entryId: e.id, at: e.at, words: documentWords(e.title, e.text, e.tags) },
      ]);
    for (const [client, docs] of byClient) await insertWords(raw, client, docs);
    after = entries.at(-1)!.id;
  }
}
