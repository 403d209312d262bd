import { afterEach, expect, it, vi } from 'vitest';
import { collectRoutes } from '@atrium/sdk/server';
import { rangeRoutes } from '../server/routes/ranges.js';

afterEach(() => void vi.useRealTimers());

it("the isolation suite's window is the coming month from when it is asked, not from when the server started", () => {
  vi.useFakeTimers({ now: new Date('2030-03-01T10:00:00Z') });
  const routes = collectRoutes(rangeRoutes).filter((d) => d.opts.exampleQuery);
  expect(routes.length).toBe(2);
  // A run crossing midnight, or a server up for days.
  vi.setSystemTime(new Date('2030-03-05T00:00:01Z'));
  for (const { opts } of routes) {
    const example = opts.exampleQuery;
    expect(typeof example === 'function' ? example() : example).toEqual({
      from: '2030-03-05T00:00:01.000Z',
      to: '2030-04-04T00:00:01.000Z',
    });
  }
});
