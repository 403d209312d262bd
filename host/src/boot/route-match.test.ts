import { expect, it } from 'vitest';
import { routeParams } from './route-match.js';

it("matches a manifest route whole, as react-router's matchPath does for plain segments and :params", () => {
  expect(routeParams('/company', '/company')).toEqual({});
  expect(routeParams('/company', '/Company/')).toEqual({});
  expect(routeParams('/task-tracker/', '/task-tracker')).toEqual({});
  expect(routeParams('/post/:_id', '/post/a%20b')).toEqual({ _id: 'a b' });
  expect(routeParams('/poll/:_id/edit', '/poll/7/edit')).toEqual({ _id: '7' });
  expect(routeParams('/post/:_id', '/post')).toBeNull();
  expect(routeParams('/post/:_id', '/post/1/2')).toBeNull();
  expect(routeParams('/company', '/companies')).toBeNull();
  expect(routeParams('/post/:_id', '/post/%E0')).toBeNull();
});
