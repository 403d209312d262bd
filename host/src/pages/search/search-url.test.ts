import { describe, expect, it } from 'vitest';
import { readSearchState, writeSearchState } from './search-url.js';

describe('the search page address', () => {
  it('reads what a shared link holds and writes it back the same', () => {
    const link = 'q=green+plan&type=wall&from=2026-01-01&to=2026-03-31&page=3';
    const state = readSearchState(new URLSearchParams(link));
    expect(state).toEqual({ q: 'green plan', type: 'wall', from: '2026-01-01', to: '2026-03-31', page: 3 });
    expect(writeSearchState(state).toString()).toBe(link);
  });

  it('drops a page that is no page and days that are no days; the first page is not written', () => {
    const state = readSearchState(new URLSearchParams('q=x&page=-2&from=yesterday&to=2026-1-1'));
    expect(state).toEqual({ q: 'x', type: null, from: null, to: null, page: 1 });
    expect(readSearchState(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(writeSearchState({ ...state, page: 1 }).toString()).toBe('q=x');
  });
});
