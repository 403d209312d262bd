import { describe, expect, it } from 'vitest';
import { rankBetween } from '../server/services/rank.js';
import { dropTarget } from '../ui/components/Kanban.js';

describe('fractional ranks', () => {
  it('always answers a key strictly between its neighbours, however often a gap is split', () => {
    const keys = [rankBetween(null, null)];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const at = Math.floor(random() * (keys.length + 1));
      const lo = at > 0 ? keys[at - 1]! : null;
      const hi = at < keys.length ? keys[at]! : null;
      const k = rankBetween(lo, hi);
      if (lo !== null) expect(k > lo).toBe(true);
      if (hi !== null) expect(k < hi).toBe(true);
      keys.splice(at, 0, k);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
  });

  it('keeps keys short and ordered when cards keep going to the end or the top', () => {
    const keys = [rankBetween(null, null)];
    for (let i = 0; i < 5000; i++) keys.push(rankBetween(keys.at(-1)!, null));
    for (let i = 0; i < 5000; i++) keys.unshift(rankBetween(null, keys[0]!));
    expect(Math.max(...keys.map((k) => k.length))).toBeLessThanOrEqual(4);
    expect([...keys].sort()).toEqual(keys);
    // Splitting one gap again and again grows a key by about one character per five splits.
    let hi = keys[1]!;
    for (let i = 0; i < 100; i++) hi = rankBetween(keys[0]!, hi);
    expect(hi.length).toBeLessThan(40);
  });
});

describe('where a dragged card lands', () => {
  const card = (id: string, laneId: string) => ({ _id: id, laneId }) as Parameters<typeof dropTarget>[0][number];
  const tasks = [card('a', 'L1'), card('b', 'L1'), card('c', 'L1'), card('x', 'L2')];
  it('after the card it is dropped on when moving down, before it when moving up, at the end of an empty spot of a lane', () => {
    expect(dropTarget(tasks, 'a', 'c')).toEqual({ lane: 'L1', after: 'c' });
    expect(dropTarget(tasks, 'c', 'a')).toEqual({ lane: 'L1', after: null });
    expect(dropTarget(tasks, 'x', 'b')).toEqual({ lane: 'L1', after: 'a' });
    expect(dropTarget(tasks, 'a', 'lane:L2')).toEqual({ lane: 'L2', after: 'x' });
  });
});
