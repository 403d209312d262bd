/**
 * The search page's state as its address holds it (`/search?q&type&from&to&page`), so back and forward
 * and a shared link show the same search. What the address holds wrongly is dropped, not sent.
 */
export interface SearchState {
  q: string;
  type: string | null;
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : null);

export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    type: params.get('type') || null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query of a state: empty fields and the first page left out. */
export function writeSearchState(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.type) p.set('type', s.type);
  if (s.from) p.set('from', s.from);
  if (s.to) p.set('to', s.to);
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}
