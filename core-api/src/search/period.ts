/**
 * MariaDB: the period tokens of a document (docs/architecture.md, Search, "Windows of periods"). InnoDB's
 * FULLTEXT hands every match of a word over at once and in no useful order, so a common word read and sorted
 * a tenth of a million rows. Each document carries its month and year as words (`m_202611 y_2026`, column
 * `period`, in both FULLTEXT indexes), and the one search asks the newest window of months first
 * (`+word* +(m_202611 …)`), then older ones, until the page is full. The `_` keeps them apart from what a
 * person types: a query's words are letters and digits only, so no word or prefix of theirs matches a token.
 * Months are UTC, as the dates are stored (`timezone: 'Z'`).
 */

/** The columns of MariaDB's two FULLTEXT indexes, as `MATCH` must name them. */
export const TITLE_INDEX = 'e.title, e.period';
export const ALL_INDEX = 'e.title, e.text, e.tags, e.period';

/** Months of the windows after the first: each twice the one before, then the rest, so a rare word costs at most 5 statements a phase. */
const WIDTHS = [2, 4, 8];
/** Years after the first window's month that it holds (events are dated ahead); a date later than that comes with the rest. */
const AHEAD_YEARS = 5;

const month = (year: number, m: number) => `m_${year}${String(m + 1).padStart(2, '0')}`;

/** The period tokens of a date as the column holds them; empty without a date. */
export const periodOf = (at: Date | null) => (at ? `${month(at.getUTCFullYear(), at.getUTCMonth())} y_${at.getUTCFullYear()}` : '');

/** The same in SQL, for rows written before the column (MariaDB). */
export const periodSql = (column: string) =>
  `IF(${column} IS NULL, '', CONCAT('m_', DATE_FORMAT(${column}, '%Y%m'), ' y_', DATE_FORMAT(${column}, '%Y')))`;

/**
 * A window of the walk: the documents dated in [from, to) and found by `tokens` (any of them); the rest, the
 * last, has no tokens and holds what the others do not: older, later than the first window holds, or undated.
 */
export interface Window {
  tokens: string | null;
  from: Date;
  to: Date;
}

const utcMonth = (year: number, m: number) => new Date(Date.UTC(year, m, 1));

/**
 * The windows from the newest: the month of `anchor` (now, or the end of the asked period) with the rest of its
 * year and AHEAD_YEARS years after, then 2, 4 and 8 months before it, then the rest. Windows wholly outside the
 * asked period (`from`, `to`: null when not asked) are left out.
 */
export function windowsOf(anchor: Date, from: Date | null, to: Date | null): Window[] {
  const year = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth();
  const later = Array.from({ length: 12 - m }, (_, i) => month(year, m + i));
  const ahead = Array.from({ length: AHEAD_YEARS }, (_, i) => `y_${year + 1 + i}`);
  const end = utcMonth(year + 1 + AHEAD_YEARS, 0);
  const windows: Window[] = [{ tokens: [...later, ...ahead].join(' '), from: utcMonth(year, m), to: end }];
  let start = m;
  for (const width of WIDTHS) {
    const months = Array.from({ length: width }, (_, i) => {
      const d = utcMonth(year, start - 1 - i);
      return month(d.getUTCFullYear(), d.getUTCMonth());
    });
    windows.push({ tokens: months.join(' '), from: utcMonth(year, start - width), to: utcMonth(year, start) });
    start -= width;
  }
  const oldest = utcMonth(year, start);
  const asked = (w: Window) => (!from || w.to > from) && (!to || w.from < to);
  const rest = { tokens: null, from: oldest, to: end };
  // The rest holds what is before the oldest window and after the first: asked when either part overlaps the period.
  const restAsked = !from || from < oldest || !to || to > end;
  return [...windows.filter(asked), ...(restAsked ? [rest] : [])];
}
