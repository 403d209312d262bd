import { beforeEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/support/storage.js';
import { clearSession, saveSession, setWorkspace } from '../session/storage.js';
import { keptHere } from './kept-page.js';

const DAY = 24 * 3600_000;
const page = {
  at: '/company',
  keptAt: Date.now(),
  workspace: 'acme',
  lang: 'en',
  build: 'b1',
  // A phone: below the first breakpoint (481 px).
  band: 0,
  attributes: [['lang', 'en']],
  stylesheets: ['/assets/start.1.css'],
};

function keep(userId: string, pages: object[]) {
  localStorage.setItem('atrium.keptPages', JSON.stringify({ userId, pages }));
  localStorage.setItem('atrium.keptPage:/company', '<main>the wall</main>');
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('location', { pathname: '/company', search: '' });
  vi.stubGlobal('innerWidth', 412);
  vi.stubGlobal('__webpack_hash__', 'b1');
  saveSession({ token: 't', expires: Date.now() + DAY, userId: 'u1' });
  setWorkspace('acme');
  localStorage.setItem('atrium.lang', 'en');
});

it("finds the signed-in user's copy of the page opened, and none once they sign out", () => {
  keep('u1', [page]);
  expect(keptHere()).toEqual({ page, html: '<main>the wall</main>' });
  clearSession();
  expect(keptHere()).toBeNull();
  expect([localStorage.getItem('atrium.keptPages'), localStorage.getItem('atrium.keptPage:/company')]).toEqual([null, null]);
  expect(localStorage.getItem('atrium.lang')).toBe('en');
});

it('shows no copy of another user, workspace, language, build, window width or page, nor one older than three days', () => {
  keep('u2', [page]);
  expect(keptHere()).toBeNull();
  for (const other of [
    { workspace: 'globex' },
    { lang: 'uk' },
    { build: 'b0' },
    { band: 3 },
    { at: '/people' },
    { keptAt: Date.now() - 3 * DAY - 1000 },
  ]) {
    keep('u1', [{ ...page, ...other }]);
    expect(keptHere(), JSON.stringify(other)).toBeNull();
  }
  keep('u1', [{ ...page, keptAt: Date.now() - 2 * DAY }]);
  expect(keptHere()).not.toBeNull();
});
