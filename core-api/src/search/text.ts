import type { SearchPart } from '@atrium/sdk/server';

/** At most this many words of a query are used. */
const MAX_WORDS = 8;
/** At most this many characters of a query without words are looked for. */
const SIGNS_MAX = 100;
const WORD = /[\p{L}\p{N}]+/gu;
/** Control characters (NUL included) and runs of white space: one space each. */
const BLANKS = /[\p{Cc}\s]+/gu;

/** ё is written е as often as not: both are folded to е for matching (the query here, the index in SQL), so either finds the other; the text is shown as written. */
const foldYo = (text: string) => text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');

/** The words of a query, lower-cased, without repeats. */
function queryWords(text: string): string[] {
  return [...new Set(foldYo(text).toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
}

/** Title words worth a trigram entry: 3 to 60 characters, lower-cased, folded, without repeats. */
export function titleWords(title: string): string[] {
  return [...new Set(foldYo(title).toLowerCase().match(WORD) ?? [])].filter((w) => [...w].length >= 3 && [...w].length <= 60);
}

/** The trigrams of a word, padded at its start and end (`  к`, ` ко`, …) so short words and their edges count too. */
export function trigramsOf(word: string): string[] {
  const chars = [...`  ${word} `];
  return [...new Set(chars.slice(0, -2).map((_, i) => chars.slice(i, i + 3).join('')))];
}

/**
 * What a search looks for: the words of the text, or, when it has none (`%`, `_`, `"`, `!%`), the text as
 * written, as a piece of a title or text. Neither is ever an engine's syntax: words are quoted by the
 * engine's query below, the signs go into a LIKE pattern with its wildcards escaped. Null: nothing to look
 * for (only blanks and control characters).
 */
export type SearchQuery = { words: string[] } | { signs: string };

export function parseQuery(text: string): SearchQuery | null {
  const clean = text.replace(BLANKS, ' ').trim();
  if (!clean) return null;
  const words = queryWords(clean);
  return words.length ? { words } : { signs: clean.slice(0, SIGNS_MAX) };
}

/** A LIKE pattern's text with its wildcards escaped by '!' (`ESCAPE '!'` means the same on SQLite and MySQL; a backslash would not). */
export const escapeLike = (text: string) => text.replace(/[!%_]/g, (c) => `!${c}`);

/** An FTS5 query: every word as a quoted prefix (no operator of the user's text survives), all required. */
export function fts5Query(words: string[], inTitle: boolean): string {
  const all = words.map((w) => `"${w}"*`).join(' ');
  return inTitle ? `title : (${all})` : all;
}

/**
 * A MySQL boolean-mode query: every word required, as a prefix. InnoDB does not index words shorter than
 * `innodb_ft_min_token_size` (3), so shorter words are left out rather than making every search empty.
 */
export function booleanQuery(words: string[]): string {
  return words
    .filter((w) => [...w].length >= 3)
    .map((w) => `+${w}*`)
    .join(' ');
}

/** Markers put around matches: control characters that never occur in indexed text. */
const OPEN = '\u0002';
const CLOSE = '\u0003';

/** Splits text marked with OPEN/CLOSE into parts. */
function markedParts(marked: string): SearchPart[] {
  const parts: SearchPart[] = [];
  for (const [i, piece] of marked.split(OPEN).entries()) {
    const [hit, rest] = i === 0 ? [null, piece] : [piece.split(CLOSE)[0]!, piece.split(CLOSE).slice(1).join('')];
    if (hit) parts.push({ text: hit, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folded word as a pattern that finds it as written: its е stands for е or ё. */
const unfolded = (word: string) => escapeRegex(word).replace(/е/g, '[её]');

/** What a query marks in a text: the words starting with one of its words (ё or е alike), or its signs wherever they stand. */
export function matcherOf(query: SearchQuery): RegExp {
  if ('signs' in query) return new RegExp(escapeRegex(query.signs), 'giu');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${query.words.map(unfolded).join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** Marks what the matcher finds in `text`. */
export function highlightParts(text: string, matcher: RegExp): SearchPart[] {
  return markedParts(text.replace(matcher, (m) => `${OPEN}${m}${CLOSE}`));
}

/** Characters of text kept around the first match in a snippet. */
const BEFORE = 60;
const LENGTH = 200;

/** About LENGTH characters of text around its first match, cut at spaces, with its matches marked; empty without a match. */
export function snippetParts(text: string, matcher: RegExp): SearchPart[] {
  const first = text.search(matcher);
  if (first < 0) return [];
  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > first ? text.lastIndexOf(' ', end) : end;
  const parts = highlightParts(text.slice(start, end), matcher);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
