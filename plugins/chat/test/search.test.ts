import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { searchRoutes } from '@atrium/sdk/shared';
import { sendEvent, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { SEND } from '../shared/sends.js';
import { chatRoutes } from '../shared/routes.js';
import { chatApp, cid, connect, ruleOf } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  ({ t, acme } = await chatApp());
  [ann, ben, cat] = [await acme.user(), await acme.user(), await acme.user()];
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

/** A named chat of `owner` with `members`; answers its id. */
async function chatOf(owner: TestUser, members: TestUser[], name: string) {
  const tab = await connect(t.url, owner, acme.id);
  sockets.push(tab);
  const ack = await sendEvent(tab, SEND.chatCreate, { name, private: false, members: members.map((u) => u.id) });
  if (!ack.result) throw new Error(ruleOf(ack));
  const chatId = ack.result._id;
  const say = async (content: string) => {
    const sent = await sendEvent(tab, SEND.messageSend, { chatId, content, clientMessageId: cid() });
    if (!sent.result) throw new Error(ruleOf(sent));
    return sent.result._id;
  };
  return { chatId, say };
}

/** The messages the one search (`GET api/search`) answers `u` for `q`. */
const found = async (u: TestUser, q: string) => {
  const res = await u.api.call(searchRoutes.find, { query: { q, type: 'chat' } });
  expect(res.status).toBe(200);
  return res.body.result.map((h) => h._id).sort();
};

describe('chat messages in the one search', () => {
  it('finds a message once sent, to members only, never after its chat is deleted', async () => {
    const { chatId, say } = await chatOf(ann, [ben], 'Release crew');
    const id = await say('The staging deploy is green');
    expect(await found(ben, 'staging')).toEqual([id]);
    expect(await found(cat, 'staging')).toEqual([]);
    expect((await ann.api.call(chatRoutes.remove, { params: { client: acme.id, chat: chatId } })).status).toBe(200);
    expect(await found(ann, 'staging')).toEqual([]);
  });

  it('a member who leaves no longer finds the messages, and a rebuild answers the same', async () => {
    const { chatId, say } = await chatOf(ann, [ben, cat], 'Lunch club');
    const id = await say('Dumplings on Friday');
    expect((await cat.api.call(chatRoutes.remove, { params: { client: acme.id, chat: chatId } })).status).toBe(200);
    const answers = async () => Promise.all([ann, ben, cat].map((u) => found(u, 'dumplings')));
    const before = await answers();
    expect(before).toEqual([[id], [id], []]);
    expect(await t.runJob('core:reindex_search', { client: acme })).toBe('done');
    expect(await answers()).toEqual(before);
  });
});
