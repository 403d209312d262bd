import { type ClientDb } from '@atrium/sdk/server';
import { escapeLike } from './text.js';
import { foldWord, rawOf } from './words.js';

/**
 * MariaDB: which word of a query drives the one search's walk of `search_word` (docs/architecture.md, Search,
 * "The word index"). Every query word is a prefix, as on SQLite. One word is walked newest first; the others are
 * checked per document by an EXISTS on (clientId, entryId, word). Its prefix is expanded to at most EXPANSION
 * indexed words (the first in order, so the word itself when indexed), each walked newest first, merged.
 */

/** At most this many indexed words a prefix stands for: the spec's "bound every expansion", a page is at most this many walks. */
export const EXPANSION = 24;
/** A word's rows are counted up to this many to choose the rarest to drive. */
export const PROBE = 5000;

export interface Walk {
  /** The indexed words the driving prefix stands for (at most EXPANSION); empty when a word finds nothing. */
  drive: string[];
  /** The driving prefix's rows, counted up to PROBE (no walk of it holds more). */
  rows: number;
  /** The other words as LIKE patterns (`word%`, wildcards escaped). */
  others: string[];
}

const likeOf = (word: string) => `${escapeLike(word)}%`;

/** The query's words folded as the index holds them, without repeats. */
export const indexWordsOf = (words: string[]) => [...new Set(words.map(foldWord).filter(Boolean))];

/**
 * The walk of a query: each word's rows counted up to PROBE (an index range each, a few ms at most), the rarest
 * drives (the longest of equals); nothing to walk when a word is in no document.
 */
export async function walkOf(db: ClientDb, queryWords: string[]): Promise<Walk> {
  const raw = rawOf(db);
  const words = indexWordsOf(queryWords);
  const counted = await Promise.all(
    words.map(async (word) => {
      const [row] = await raw<{ n: number | string }[]>(
        "SELECT COUNT(*) AS n FROM (SELECT 1 FROM search_word WHERE clientId = ? AND word LIKE ? ESCAPE '!' LIMIT ?) p",
        [db.clientId, likeOf(word), PROBE],
      );
      return { word, n: Number(row!.n) };
    }),
  );
  const best = counted.reduce((a, b) => (b.n < a.n || (b.n === a.n && b.word.length > a.word.length) ? b : a));
  if (!best.n) return { drive: [], rows: 0, others: [] };
  // The distinct words of the prefix in index order, one index dive each (a loose scan by hand: MariaDB's GROUP BY
  // read every row of the prefix, 120 ms for a prefix in 600,000 rows).
  const drive: string[] = [];
  for (let after = ''; drive.length < EXPANSION;) {
    const [next] = await raw<{ word: string }[]>(
      "SELECT word FROM search_word WHERE clientId = ? AND word > ? AND word LIKE ? ESCAPE '!' ORDER BY word LIMIT 1",
      [db.clientId, after, likeOf(best.word)],
    );
    if (!next) break;
    drive.push((after = next.word));
  }
  return { drive, rows: best.n, others: words.filter((w) => w !== best.word).map(likeOf) };
}
