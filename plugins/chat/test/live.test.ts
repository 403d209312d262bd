import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { CONTENT_MAX, MSG } from '../shared/constants.js';
import { PUSH, SEND } from '../shared/events.js';
import type { ChatMessageView, ChatView } from '../shared/types.js';
import { ChatMessage } from '../server/entities/index.js';
import { chatApp, cid, collect, connect, quiet, send, until } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
let stranger: TestUser;
const open: Socket[] = [];

const tab = async (user: TestUser, client: TestClient = acme) => {
  const s = await connect(t.url, user, client.id);
  open.push(s);
  return s;
};
const room = async (s: Socket, members: string[], name = 'Project') =>
  ((await send(s, SEND.chatCreate, { name, members })) as { result: ChatView }).result;

beforeAll(async () => {
  ({ t, acme } = await chatApp());
  other = await t.client({ features: [{ feature: 'chat', active: true }] });
  ann = await acme.user({ fields: { firstName: 'Ann', lastName: 'Lee' } });
  ben = await acme.user({ fields: { firstName: 'Ben', lastName: 'Ray' } });
  cat = await acme.user({ fields: { firstName: 'Cat', lastName: 'Fox' } });
  stranger = await other.user();
});
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

describe('sending', () => {
  it('stores a message before delivering it to every tab of every member, in order', async () => {
    const a = await tab(ann);
    const b1 = await tab(ben);
    const b2 = await tab(ben);
    const c = await tab(cat);
    const chat = await room(a, [ben.id]);
    const heard = [collect<ChatMessageView>(b1, PUSH.newMessage), collect<ChatMessageView>(b2, PUSH.newMessage)];
    const outsider = collect(c, PUSH.newMessage);
    const ack = await send(a, SEND.messageSend, { chatId: chat._id, content: 'Hello', clientMessageId: cid() });
    expect(ack.result).toMatchObject({ chat: chat._id, sender: ann.id, content: 'Hello', type: 'text', seq: 1 });
    await until(() => heard.every((h) => h.length === 1), 5000, 'delivery');
    // Stored by the time it is heard.
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(1);
    expect(heard[0]![0]).toEqual(ack.result);
    await quiet();
    expect(outsider).toHaveLength(0);
  });

  it('gives each chat a total order without gaps, even for concurrent senders', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await room(a, [ben.id]);
    const heard = collect<ChatMessageView>(a, PUSH.newMessage);
    const acks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 ? a : b, SEND.messageSend, { chatId: chat._id, content: `m${i}`, clientMessageId: cid() }),
      ),
    );
    expect(acks.filter((a) => !a.result)).toEqual([]);
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    const sorted = (seqs: number[]) => [...seqs].sort((x, y) => x - y);
    expect(sorted(acks.map((a) => (a.result as ChatMessageView).seq))).toEqual(oneToTwenty);
    await until(() => heard.length === 20, 5000, '20 messages');
    // Arrival order may differ from commit order (each send emits after its own commit); the UI
    // sorts by seq, so the guarantee is: every number once, none missing (README, "Arrival order").
    expect(sorted(heard.map((m) => m.seq))).toEqual(oneToTwenty);
  });

  it('is idempotent by the client message id: a retry answers the stored message and delivers nothing again', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await room(a, [ben.id]);
    const heard = collect(b, PUSH.newMessage);
    const id = cid();
    const first = await send(a, SEND.messageSend, { chatId: chat._id, content: 'Once', clientMessageId: id });
    const again = await send(a, SEND.messageSend, { chatId: chat._id, content: 'Once', clientMessageId: id });
    const both = await Promise.all(
      [1, 2].map(() => send(b, SEND.messageSend, { chatId: chat._id, content: 'Twice?', clientMessageId: id })),
    );
    expect(both.filter((x) => !x.result)).toEqual([]);
    expect(again.result).toEqual(first.result);
    // The id is the sender's: the same id from Ben is Ben's own message, stored once.
    expect(both[0].result._id).toBe(both[1].result._id);
    expect(both[0].result._id).not.toBe(first.result._id);
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(2);
    await quiet();
    expect(heard).toHaveLength(2);
  });

  it(`takes ${CONTENT_MAX} characters and refuses one more, and refuses an empty text, storing nothing`, async () => {
    const a = await tab(ann);
    const chat = await room(a, [ben.id]);
    const ok = await send(a, SEND.messageSend, { chatId: chat._id, content: 'x'.repeat(CONTENT_MAX), clientMessageId: cid() });
    expect(ok.result.content).toHaveLength(CONTENT_MAX);
    const long = await send(a, SEND.messageSend, { chatId: chat._id, content: 'x'.repeat(CONTENT_MAX + 1), clientMessageId: cid() });
    expect(long.error).toBe(MSG.contentTooLong);
    const empty = await send(a, SEND.messageSend, { chatId: chat._id, content: '   ', clientMessageId: cid() });
    expect(empty.error).toBe(MSG.contentRequired);
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(1);
  });

  it('refuses a chat the sender is not in, another client’s chat and a closed chat', async () => {
    const a = await tab(ann);
    const c = await tab(cat);
    const s = await tab(stranger, other);
    const chat = await room(a, [ben.id]);
    expect((await send(c, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() })).error).toBe(MSG.notFound);
    expect((await send(s, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() })).error).toBe(MSG.notFound);
    expect((await ann.api.put(`/api/chat/room/${chat._id}/info`, { closed: true })).status).toBe(200);
    expect((await send(a, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() })).error).toBe(MSG.closed);
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(0);
  });
});

describe('reconnecting', () => {
  it('gets every message sent while the tab was away, in order, after it reconnects', async () => {
    const a = await tab(ann);
    let b = await tab(ben);
    const chat = await room(a, [ben.id]);
    const first = await send(a, SEND.messageSend, { chatId: chat._id, content: 'before', clientMessageId: cid() });
    await until(() => true);
    const lastSeen = first.result.seq as number;
    b.close();
    for (const content of ['while', 'you', 'were', 'away'])
      await send(a, SEND.messageSend, { chatId: chat._id, content, clientMessageId: cid() });
    b = await tab(ben);
    const live = collect<ChatMessageView>(b, PUSH.newMessage);
    const missed = await send(b, SEND.messagesMissed, { chatId: chat._id, after: lastSeen });
    expect(missed.result.result.map((m: ChatMessageView) => m.content)).toEqual(['while', 'you', 'were', 'away']);
    expect(missed.result.more).toBe(false);
    // And from the ready event on, new messages arrive live.
    await send(a, SEND.messageSend, { chatId: chat._id, content: 'back', clientMessageId: cid() });
    await until(() => live.length === 1, 5000, 'live message');
    expect(live[0]!.seq).toBe(lastSeen + 5);
  });
});

describe('members', () => {
  it('tells an added member (chat_you_added) and puts their open tabs in the room at once', async () => {
    const a = await tab(ann);
    const c = await tab(cat);
    const added = collect(c, PUSH.youAdded);
    const heard = collect<ChatMessageView>(c, PUSH.newMessage);
    const chat = await room(a, [ben.id], 'Design');
    expect((await ann.api.put(`/api/chat/room/${chat._id}/members`, { add: [cat.id] })).status).toBe(200);
    await until(() => added.length === 1, 5000, 'chat_you_added');
    expect(added[0]).toEqual({ chatId: chat._id, title: 'Design' });
    await send(a, SEND.messageSend, { chatId: chat._id, content: 'Welcome', clientMessageId: cid() });
    await until(() => heard.length === 1, 5000, 'message to the newcomer');

    const removed = collect(c, PUSH.youRemoved);
    expect((await ann.api.put(`/api/chat/room/${chat._id}/members`, { remove: [cat.id] })).status).toBe(200);
    await until(() => removed.length === 1, 5000, 'chat_you_removed');
    expect(removed[0]).toEqual({ chatId: chat._id, title: 'Design' });
    await send(a, SEND.messageSend, { chatId: chat._id, content: 'Bye', clientMessageId: cid() });
    await quiet();
    expect(heard).toHaveLength(1);
  });

  it('creates one private chat per pair, named after the other person, and refuses a second colleague', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const one = await send(a, SEND.chatCreate, { private: true, members: [ben.id] });
    const two = await send(b, SEND.chatCreate, { private: true, members: [ann.id] });
    expect(one.result._id).toBe(two.result._id);
    expect(one.result.name).toBe('Ben Ray');
    expect(two.result.name).toBe('Ann Lee');
    expect((await send(a, SEND.chatCreate, { private: true, members: [ben.id, cat.id] })).error).toBe(MSG.privateNeedsOne);
    expect((await send(a, SEND.chatCreate, { name: '', members: [ben.id] })).error).toBe(MSG.nameRequired);
    expect((await send(a, SEND.chatCreate, { name: 'X', members: [stranger.id] })).error).toBe(MSG.memberUnknown);
  });
});

describe('typing, read marks and search', () => {
  it('tells the room who is typing, and moves read marks and unread counts', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await room(a, [ben.id]);
    const typing = collect(b, PUSH.typing);
    await send(a, SEND.typingStart, { chatId: chat._id });
    await send(a, SEND.typingStop, { chatId: chat._id });
    await until(() => typing.length === 2, 5000, 'typing');
    expect(typing).toEqual([
      { chatId: chat._id, userId: ann.id, typing: true },
      { chatId: chat._id, userId: ann.id, typing: false },
    ]);

    for (const content of ['one', 'two', 'three']) await send(a, SEND.messageSend, { chatId: chat._id, content, clientMessageId: cid() });
    const before = (await ben.api.get('/api/chat/unread')).body.result.total as number;
    const marks = collect(a, PUSH.read);
    const counts = collect(b, PUSH.unread);
    const read = await send(b, SEND.messagesRead, { chatId: chat._id, seq: 2 });
    expect(read.result).toEqual({ chatId: chat._id, count: 1, total: before - 2 });
    await until(() => marks.length === 1 && counts.length === 1, 5000, 'read mark');
    expect(marks[0]).toEqual({ chatId: chat._id, userId: ben.id, seq: 2 });
    // A mark never moves back, nor past the last message.
    expect((await send(b, SEND.messagesRead, { chatId: chat._id, seq: 1 })).result.count).toBe(1);
    expect((await send(b, SEND.messagesRead, { chatId: chat._id, seq: 99 })).result.count).toBe(0);
  });

  it("finds messages in the user's chats only", async () => {
    const a = await tab(ann);
    const c = await tab(cat);
    const chat = await room(a, [ben.id], 'Secrets');
    await send(a, SEND.messageSend, { chatId: chat._id, content: 'The zebra password', clientMessageId: cid() });
    const found = await send(a, SEND.searchMessages, { query: 'ZEBRA' });
    expect(found.result.map((m: { content: string; chatName: string }) => [m.content, m.chatName])).toContainEqual([
      'The zebra password',
      'Secrets',
    ]);
    expect((await send(c, SEND.searchMessages, { query: 'zebra' })).result).toEqual([]);
    expect((await send(c, SEND.searchMessages, { query: 'z' })).error).toBe(MSG.queryTooShort);
  });
});

describe('isolation and switches', () => {
  it("never delivers one client's messages to another client's tabs", async () => {
    const a = await tab(ann);
    const s = await tab(stranger, other);
    const heard = collect(s, PUSH.newMessage);
    const typing = collect(s, PUSH.typing);
    const chat = await room(a, [ben.id]);
    await send(a, SEND.messageSend, { chatId: chat._id, content: 'internal', clientMessageId: cid() });
    await send(a, SEND.typingStart, { chatId: chat._id });
    await quiet();
    expect(heard).toEqual([]);
    expect(typing).toEqual([]);
    expect((await send(s, SEND.typingStart, { chatId: chat._id })).error).toBe(MSG.notFound);
  });

  it('answers nothing once the feature is off', async () => {
    const a = await tab(ann);
    const chat = await room(a, [ben.id]);
    await acme.feature('chat', false);
    try {
      expect(await send(a, SEND.messageSend, { chatId: chat._id, content: 'x', clientMessageId: cid() })).toEqual({
        error: 'feature disabled',
      });
    } finally {
      await acme.feature('chat', true);
    }
  });
});
