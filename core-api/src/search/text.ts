import type { SearchPart } from '@atrium/sdk/server';

/** At most this many words of a query are used. */
const MAX_WORDS = 8;
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a query, lower-cased, without repeats. */
export function queryWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
}

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

/** Markers FTS5 puts around matches: control characters that never occur in indexed text. */
export const OPEN = '\u0002';
export const CLOSE = '\u0003';

/** Splits text marked with OPEN/CLOSE into parts. */
export function markedParts(marked: string): SearchPart[] {
  const parts: SearchPart[] = [];
  for (const [i, piece] of marked.split(OPEN).entries()) {
    const [hit, rest] = i === 0 ? [null, piece] : [piece.split(CLOSE)[0]!, piece.split(CLOSE).slice(1).join('')];
    if (hit) parts.push({ text: hit, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function wordsRegex(words: string[]) {
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})[\\p{L}\\p{N}]*`, 'giu');
}

/** Marks the words of `text` that start with a query word (MariaDB, which has no highlight function). */
export function highlightParts(text: string, words: string[]): SearchPart[] {
  if (!words.length) return text ? [{ text, match: false }] : [];
  return markedParts(text.replace(wordsRegex(words), (m) => `${OPEN}${m}${CLOSE}`));
}

/** Characters of text kept around the first match in a snippet. */
const BEFORE = 60;
const LENGTH = 200;

/** About LENGTH characters of text around its first match, cut at spaces, with its matches marked; empty without a match. */
export function snippetParts(text: string, words: string[]): SearchPart[] {
  const first = words.length ? text.search(wordsRegex(words)) : -1;
  if (first < 0) return [];
  let start = Math.max(0, first - BEFORE);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > first ? text.lastIndexOf(' ', end) : end;
  const parts = highlightParts(text.slice(start, end), words);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
