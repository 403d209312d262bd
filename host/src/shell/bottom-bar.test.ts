import { describe, expect, it } from 'vitest';
import { bottomBarItems } from './bottom-bar.js';
import type { MenuItem } from './menu.js';

const item = (key: string, order: number, counted = false): MenuItem => ({
  key,
  to: `/${key}`,
  icon: { paths: [] },
  order,
  title: key,
  ...(counted ? { badge: { path: `/api/${key}/unread`, events: [] } } : {}),
});

describe('the bottom bar on phones', () => {
  const menu = [item('wall', 10), item('people', 20), item('groups', 30), item('calendar', 40), item('tasks', 50), item('chat', 110, true)];

  it('keeps an entry with a count among its four, in the menu order, dropping the last plain one', () => {
    expect(bottomBarItems(menu).map((i) => i.key)).toEqual(['wall', 'people', 'groups', 'chat']);
  });

  it('shows the first four entries when none has a count, and every entry of a short menu', () => {
    expect(bottomBarItems(menu.slice(0, 5)).map((i) => i.key)).toEqual(['wall', 'people', 'groups', 'calendar']);
    expect(bottomBarItems(menu.slice(0, 2)).map((i) => i.key)).toEqual(['wall', 'people']);
  });
});
