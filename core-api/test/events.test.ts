import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest, definePlugin, type EventsService } from '@atrium/sdk/server';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';
import example from './fixtures/example-plugin/index.js';
import type { LinkPinned } from './fixtures/example-plugin/shared.js';

const heard: { payload: LinkPinned; clientId: string }[] = [];

/** A plugin of that code with no rights, routes or UI: only the subscribers under test. */
const bare = (code: string) => defineManifest({ code, titles: { ru: code, en: code, uk: code }, sdk: '^1', rights: {} });

/** A subscriber in another plugin: its handler's payload is the type the example plugin declared. */
const watcher = definePlugin(bare('linkwatch'), {
  on: {
    'example.linkPinned': async (payload, ctx) => {
      heard.push({ payload, clientId: ctx.clientId });
    },
  },
});

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startTestApp({ plugins: [example, watcher] });
  acme = await t.client();
});
afterAll(() => t?.close());

describe('typed events', () => {
  it("delivers the emitter's declared payload to a subscriber whose plugin is on, and to none whose plugin is off", async () => {
    const owner = await acme.user({ rights: ['example'] });
    const id = (await owner.api.post('/api/links', { title: 'Mine', url: 'https://example.com/m' })).body.result._id;
    expect((await owner.api.put(`/api/example/links/${id}/pin`, { pinned: true })).status).toBe(200);
    expect(heard).toEqual([{ payload: { linkId: id, pinned: true, byUserId: owner.id }, clientId: acme.id }]);

    await acme.feature('linkwatch', false);
    expect((await owner.api.put(`/api/example/links/${id}/pin`, { pinned: false })).status).toBe(200);
    expect(heard).toHaveLength(1);
  });

  it('refuses, at compile time, an unknown event name or a payload of the wrong shape', () => {
    // Never called: the lines below are checked by tsc (the root tsconfig includes the tests).
    const emits = (events: EventsService) => [
      events.emit('example.linkPinned', { linkId: 'l', pinned: true, byUserId: 'u' }),
      // @ts-expect-error an event nobody declared
      events.emit('example.linkPined', { linkId: 'l', pinned: true, byUserId: 'u' }),
      // @ts-expect-error pinned is a boolean
      events.emit('example.linkPinned', { linkId: 'l', pinned: 'yes', byUserId: 'u' }),
      // @ts-expect-error byUserId is missing
      events.emit('example.linkPinned', { linkId: 'l', pinned: true }),
    ];
    const subscribers = [
      definePlugin(bare('typo'), {
        on: {
          'example.linkPinned': async () => {},
          // @ts-expect-error a subscriber of an event nobody declared, beside a declared one
          'example.linkPined': async () => {},
        },
      }),
      definePlugin(bare('misread'), {
        on: {
          'example.linkPinned': async (payload) => {
            // @ts-expect-error the payload has no title
            void payload.title;
          },
        },
      }),
    ];
    expect(typeof emits).toBe('function');
    expect(subscribers.map((s) => s.code)).toEqual(['typo', 'misread']);
  });
});
