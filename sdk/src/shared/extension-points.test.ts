import { describe, expect, it } from 'vitest';
import { defineExtensionPoint, EXTENSION_KEY } from './extension-points.js';

describe('defineExtensionPoint', () => {
  it("takes its server's code from the id, <plugin code>.<name>", () => {
    const point = defineExtensionPoint<{ n: number }>('task_tracker.boardKinds', { reserved: ['own'] });
    expect([point.id, point.owner, point.reserved]).toEqual(['task_tracker.boardKinds', 'task_tracker', ['own']]);
    expect(point.register({ kanban: { n: 1 } })).toEqual({ point, entries: { kanban: { n: 1 } } });
  });

  it('refuses an id that names no plugin or no point', () => {
    for (const id of ['nodot.', '.things', 'Hub.things', 'h.things', 'hub.2things'])
      expect(() => defineExtensionPoint(id as `${string}.${string}`)).toThrow(`extension point "${id}": its id is <plugin code>.<name>`);
  });
});

describe('EXTENSION_KEY', () => {
  it('is 2 to 30 lower-case letters, digits or _, starting with a letter', () => {
    for (const key of ['ab', 'group', 'a_1', 'k'.repeat(30)]) expect(EXTENSION_KEY.test(key)).toBe(true);
    for (const key of ['a', 'k'.repeat(31), 'Group', '1a', '_a', 'a-b', "a'", 'a b']) expect(EXTENSION_KEY.test(key)).toBe(false);
  });
});
