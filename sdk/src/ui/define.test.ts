import { describe, expect, it } from 'vitest';
import { defineManifest, slot } from '../shared/manifest.js';
import { definePlugin } from '../server/plugin.js';
import { defineUiPlugin } from './define.js';

const t = { ru: 'Доска', en: 'Board', uk: 'Дошка' };
const manifest = defineManifest({
  code: 'board',
  titles: t,
  sdk: '^1',
  rights: { board: t },
  uiRight: 'board',
  routes: ['/board', '/board/:_id'],
  menu: [{ key: 'board', to: '/board', order: 70, titles: t, icon: { paths: ['M4 4h16'] } }],
  slots: { fills: ['profile.tabs'] },
  notificationSections: { cards: t },
});
const Tab = () => null;
const template = { en: { title: 'Card', short: '' }, ru: { title: 'Карточка', short: '' }, uk: { title: 'Картка', short: '' } };

// The `@ts-expect-error` lines are the point: `tsc` fails if any of them compiles.
describe('the halves are checked against the manifest', () => {
  it('the UI gives exactly one page per route and one component per filled slot', () => {
    const ui = defineUiPlugin(manifest, { pages: { '/board': null, '/board/:_id': null }, slots: { 'profile.tabs': Tab } });
    expect(ui).toMatchObject({ code: 'board', manifest, pages: { '/board': null, '/board/:_id': null }, slots: { 'profile.tabs': Tab } });

    // @ts-expect-error a route without its page
    defineUiPlugin(manifest, { pages: { '/board': null }, slots: { 'profile.tabs': Tab } });
    // @ts-expect-error a page for a route the manifest does not list
    defineUiPlugin(manifest, { pages: { '/board': null, '/board/:_id': null, '/boards': null }, slots: { 'profile.tabs': Tab } });
    // A plugin may give one slot several components (two profile tabs), each a component.
    const two = defineUiPlugin(manifest, { pages: { '/board': null, '/board/:_id': null }, slots: { 'profile.tabs': [Tab, Tab] } });
    expect(two.slots['profile.tabs']).toEqual([Tab, Tab]);
    // @ts-expect-error a list item that is not a component
    defineUiPlugin(manifest, { pages: { '/board': null, '/board/:_id': null }, slots: { 'profile.tabs': [Tab, 'tab'] } });
    // @ts-expect-error a slot the manifest does not fill
    defineUiPlugin(manifest, { pages: { '/board': null, '/board/:_id': null }, slots: { 'profile.tabs': Tab, 'admin.tabs': Tab } });
  });

  it("the server's notification kinds name the core's `other` or the manifest's own sections", () => {
    const server = definePlugin(manifest, { notifications: { 'card.assigned': { section: 'cards', defaultTemplate: template } } });
    expect(server).toMatchObject({ code: 'board', sdk: '^1', rights: ['board'], manifest });
    definePlugin(manifest, { notifications: { 'card.note': { section: 'other', defaultTemplate: template } } });
    // @ts-expect-error a section nobody declared
    definePlugin(manifest, { notifications: { 'card.moved': { section: 'card', defaultTemplate: template } } });
  });

  it('a menu entry leads to one of the routes and declared slots carry the code', () => {
    defineManifest({
      code: 'x',
      titles: t,
      sdk: '^1',
      rights: {},
      routes: ['/x'],
      // @ts-expect-error a menu entry outside the routes
      menu: [{ key: 'x', to: '/y', order: 1, titles: t, icon: { paths: [] } }],
    });
    // @ts-expect-error another plugin's slot name
    defineManifest({ code: 'x', titles: t, sdk: '^1', rights: {}, slots: { declares: { 'wall.widgets': slot() } } });
    const own = defineManifest({ code: 'x', titles: t, sdk: '^1', rights: {}, slots: { declares: { 'x.side': slot() } } });
    expect(Object.keys(own.slots?.declares ?? {})).toEqual(['x.side']);
    // @ts-expect-error a uiRight the plugin does not declare
    defineManifest({ code: 'x', titles: t, sdk: '^1', rights: { x: t }, uiRight: 'x_admin' });
  });
});

// The board's slot, declared with its props as a plugin's shared/manifest.ts does.
export const boardWithSide = defineManifest({
  code: 'boardside',
  titles: t,
  sdk: '^1',
  rights: {},
  slots: { declares: { 'boardside.cards': slot<{ boardId: string; count: number }>() } },
});
declare module '../shared/manifest.js' {
  interface SlotDeclarers {
    boardside: typeof boardWithSide;
  }
}

describe('a slot filler is checked against the props its declaration gives', () => {
  it('a component taking the props (or fewer) fills it; a wrong prop type does not compile', () => {
    const filler = defineManifest({
      code: 'filler',
      titles: t,
      sdk: '^1',
      rights: {},
      slots: { fills: ['boardside.cards', 'profile.actions'] },
    });
    const Cards = ({ boardId, count }: { boardId: string; count: number }) => `${boardId}: ${count}`;
    const Follow = ({ userId }: { userId: string }) => userId;
    expect(
      defineUiPlugin(filler, { pages: {}, slots: { 'boardside.cards': Cards, 'profile.actions': [Follow, () => null] } }).slots,
    ).toBeTruthy();

    const Wrong = ({ count }: { count: string }) => count;
    // @ts-expect-error `count` is a number in the slot's declaration
    defineUiPlugin(filler, { pages: {}, slots: { 'boardside.cards': Wrong, 'profile.actions': Follow } });
    const Wants = ({ boardId }: { boardId: string; extra: boolean }) => boardId;
    // @ts-expect-error the slot passes no `extra`
    defineUiPlugin(filler, { pages: {}, slots: { 'boardside.cards': Wants, 'profile.actions': Follow } });
  });
});
