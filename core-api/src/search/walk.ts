import { type ClientDb } from '@atrium/sdk/server';
import { escapeLike } from './text.js';
import { foldWord, rawOf } from './words.js';

/**
 * MariaDB: which word of a query drives the one search's walk of `search_word` (docs/architecture.md, Search,
 * "The word index"). Every query word is a prefix, as on SQLite. One word is walked newest first; the others are
 * checked per document. A prefix is expanded to at most EXPANSION indexed words (the first in order, so the word
 * itself when indexed): the driving one's are each walked newest first, merged; another's are looked up on the key
 * (clientId, word, at, entryId) by the document's date and id, or, when it stands for more, tested whole by LIKE.
 */

/** At most this many indexed words a prefix stands for: the spec's "bound every expansion", a page is at most this many walks. */
export const EXPANSION = 24;
/** A word's rows are counted up to this many to choose the rarest to drive. */
export const PROBE = 5000;

/** Another word of the query: the indexed words its prefix stands for (every one of them), or its LIKE pattern when they are more than EXPANSION. */
export type OtherWord = { words: string[] } | { like: string };

export interface Walk {
  /** The indexed words the driving prefix stands for (at most EXPANSION); empty when a word finds nothing. */
  drive: string[];
  /** The driving prefix's rows, counted up to PROBE (no walk of it holds more). */
  rows: number;
  others: OtherWord[];
}

const likeOf = (word: string) => `${escapeLike(word)}%`;

/** The query's words folded as the index holds them, without repeats. */
export const indexWordsOf = (words: string[]) => [...new Set(words.map(foldWord).filter(Boolean))];

/**
 * The first `max` distinct indexed words of a prefix in order, one index dive each (a loose scan by hand: MariaDB's
 * GROUP BY read every row of the prefix, 120 ms for a prefix in 600,000 rows; a recursive CTE of these dives does not
 * use the key for the previous word and took seconds).
 */
async function wordsOfPrefix(raw: ReturnType<typeof rawOf>, clientId: string, prefix: string, max: number): Promise<string[]> {
  const words: string[] = [];
  for (let after = ''; words.length < max;) {
    const [next] = await raw<{ word: string }[]>(
      "SELECT word FROM search_word WHERE clientId = ? AND word > ? AND word LIKE ? ESCAPE '!' ORDER BY word LIMIT 1",
      [clientId, after, likeOf(prefix)],
    );
    if (!next) break;
    words.push((after = next.word));
  }
  return words;
}

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
  const [drive, others] = await Promise.all([
    wordsOfPrefix(raw, db.clientId, best.word, EXPANSION),
    Promise.all(
      words
        .filter((w) => w !== best.word)
        .map(async (w): Promise<OtherWord> => {
          // One more than the bound: whether the other prefix's words are all there are.
          const found = await wordsOfPrefix(raw, db.clientId, w, EXPANSION + 1);
          return found.length <= EXPANSION ? { words: found } : { like: likeOf(w) };
        }),
    ),
  ]);
  return { drive, rows: best.n, others };
}
