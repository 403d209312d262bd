import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { errors, SOCKET_RATE_LIMITED } from '@atrium/sdk/server';
import { expectCutOff, heard, sendEvent, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { CONTENT_MAX, RULES, SEND_LIMIT, TYPING_LIMIT } from '../shared/constants.js';
import { chatRoom, PUSH } from '../shared/events.js';
import { SEND } from '../shared/sends.js';
import { chatRoutes } from '../shared/routes.js';
import { Chat, ChatMessage } from '../server/entities/index.js';
import { chatApp, cid, connect, quiet, ruleOf, until } from './helpers.js';

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
const namedChat = async (s: Socket, members: string[], name = 'Project') =>
  (await sendEvent(s, SEND.chatCreate, { name, members })).result!;

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
    const chat = await namedChat(a, [ben.id]);
    const got = [heard(b1, PUSH.newMessage), heard(b2, PUSH.newMessage)];
    const outsider = heard(c, PUSH.newMessage);
    const ack = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'Hello', clientMessageId: cid() });
    expect(ack.result).toMatchObject({ chat: chat._id, sender: ann.id, content: 'Hello', type: 'text', seq: 1 });
    await until(() => got.every((h) => h.length === 1), 5000, 'delivery');
    // Stored by the time it is heard.
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(1);
    expect(got[0]![0]).toEqual(ack.result);
    await quiet();
    expect(outsider).toHaveLength(0);
  });

  it('gives each chat a total order without gaps, even for concurrent senders', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await namedChat(a, [ben.id]);
    const got = heard(a, PUSH.newMessage);
    const acks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendEvent(i % 2 ? a : b, SEND.messageSend, { chatId: chat._id, content: `m${i}`, clientMessageId: cid() }),
      ),
    );
    expect(acks.filter((a) => !a.result)).toEqual([]);
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    const sorted = (seqs: number[]) => [...seqs].sort((x, y) => x - y);
    expect(sorted(acks.map((a) => a.result!.seq))).toEqual(oneToTwenty);
    await until(() => got.length === 20, 5000, '20 messages');
    // Arrival order may differ from commit order (each send emits after its own commit); the UI
    // sorts by seq, so the guarantee is: every number once, none missing (README, "Arrival order").
    expect(sorted(got.map((m) => m.seq))).toEqual(oneToTwenty);
  });

  it('is idempotent by the client message id: a retry answers the stored message and delivers nothing again', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await namedChat(a, [ben.id]);
    const got = heard(b, PUSH.newMessage);
    const id = cid();
    const first = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'Once', clientMessageId: id });
    const again = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'Once', clientMessageId: id });
    const both = await Promise.all(
      [1, 2].map(() => sendEvent(b, SEND.messageSend, { chatId: chat._id, content: 'Twice?', clientMessageId: id })),
    );
    expect(both.filter((x) => !x.result)).toEqual([]);
    expect(again.result).toEqual(first.result);
    // The id is the sender's: the same id from Ben is Ben's own message, stored once.
    expect(both[0]!.result!._id).toBe(both[1]!.result!._id);
    expect(both[0]!.result!._id).not.toBe(first.result!._id);
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(2);
    await quiet();
    expect(got).toHaveLength(2);
  });

  it(`takes ${CONTENT_MAX} characters and refuses one more, and refuses an empty text, storing nothing`, async () => {
    const a = await tab(ann);
    const chat = await namedChat(a, [ben.id]);
    const ok = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'x'.repeat(CONTENT_MAX), clientMessageId: cid() });
    expect(ok.result!.content).toHaveLength(CONTENT_MAX);
    const long = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'x'.repeat(CONTENT_MAX + 1), clientMessageId: cid() });
    expect(ruleOf(long)).toBe(RULES.contentTooLong.text);
    const empty = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: '   ', clientMessageId: cid() });
    expect(ruleOf(empty)).toBe(RULES.contentRequired.text);
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(1);
  });

  it('refuses a chat the sender is not in, another client’s chat and a closed chat', async () => {
    const a = await tab(ann);
    const c = await tab(cat);
    const s = await tab(stranger, other);
    const chat = await namedChat(a, [ben.id]);
    expect(ruleOf(await sendEvent(c, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() }))).toBe(
      RULES.notFound.text,
    );
    expect(ruleOf(await sendEvent(s, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() }))).toBe(
      RULES.notFound.text,
    );
    expect((await ann.api.put(`/api/chat/room/${chat._id}/info`, { closed: true })).status).toBe(200);
    expect(ruleOf(await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() }))).toBe(
      RULES.closed.text,
    );
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(0);
  });
});

describe('one tab sending fast', () => {
  it(`keeps the order sent: ${SEND_LIMIT.events * 3} messages at once, the first ${SEND_LIMIT.events} stored in that order, the rest refused`, async () => {
    const a = await tab(ann);
    const chat = await namedChat(a, [ben.id]);
    const acks = await Promise.all(
      Array.from({ length: SEND_LIMIT.events * 3 }, (_, i) =>
        // Each waits for the tab's earlier ones: the last of them longer than one send may take.
        sendEvent(a, SEND.messageSend, { chatId: chat._id, content: `line ${i}`, clientMessageId: cid() }, 50_000),
      ),
    );
    const stored = acks.flatMap((x) => (x.result ? [x.result] : []));
    // Each message numbered in the order it was sent: line after line, seq after seq.
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.slice(0, SEND_LIMIT.events).map((m) => m.content)).toEqual(
      Array.from({ length: SEND_LIMIT.events }, (_, i) => `line ${i}`),
    );
    // Past the tab's limit (a little refills while they arrive) the rest is refused and nothing of it stored.
    const refused = acks.filter((x) => !x.result);
    expect(refused.length).toBeGreaterThan(SEND_LIMIT.events);
    expect(refused.map((x) => x.error)).toEqual(refused.map(() => SOCKET_RATE_LIMITED));
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toHaveLength(stored.length);
  }, 60_000);

  it(`relays at most ${TYPING_LIMIT.events} typing events of a tab in ${TYPING_LIMIT.seconds} s, and refuses the rest`, async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await namedChat(a, [ben.id]);
    const typing = heard(b, PUSH.typing);
    const acks = await Promise.all(Array.from({ length: 200 }, () => sendEvent(a, SEND.typingStart, { chatId: chat._id })));
    const relayed = acks.filter((x) => 'result' in x).length;
    expect(relayed).toBeGreaterThanOrEqual(TYPING_LIMIT.events);
    expect(relayed).toBeLessThan(TYPING_LIMIT.events + 3);
    expect(acks.filter((x) => x.error?.key === SOCKET_RATE_LIMITED.key)).toHaveLength(200 - relayed);
    await until(() => typing.length === relayed, 5000, 'the relayed typing events');
    await quiet();
    expect(typing).toHaveLength(relayed);
    // The limit is the event's: the tab still sends messages.
    expect((await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'hi', clientMessageId: cid() })).result).toBeTruthy();
  });
});

describe('socket rooms follow access', () => {
  const events = [PUSH.newMessage, PUSH.typing, PUSH.read, PUSH.chatInfo, PUSH.participants];
  /** A named chat of Ann's with someone about to lose access, who has two tabs open in it. */
  const scene = async () => {
    const leaver = await acme.user({ rights: ['chat'] });
    const a = await tab(ann);
    const tabs = [await tab(leaver), await tab(leaver)];
    const chat = await namedChat(a, [leaver.id, ben.id]);
    const talk = async () =>
      expect((await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'news', clientMessageId: cid() })).result).toBeTruthy();
    return { leaver, a, tabs, chat, talk };
  };

  it('a member removed from the chat hears nothing more of it', async () => {
    const { leaver, a, tabs, chat, talk } = await scene();
    const remove = async () => expect((await ann.api.put(`/api/chat/room/${chat._id}/members`, { remove: [leaver.id] })).status).toBe(200);
    await expectCutOff({ tabs, witness: a, events, emit: talk, remove });
  });

  it('an employee whose chat right is taken hears nothing more, and no longer sends', async () => {
    const { leaver, a, tabs, chat, talk } = await scene();
    const remove = async () => expect((await acme.admin.api.put(`/api/user/${leaver.id}/rights/chat`, { active: false })).status).toBe(200);
    await expectCutOff({ tabs, witness: a, events, emit: talk, remove });
    expect((await sendEvent(tabs[0]!, SEND.messageSend, { chatId: chat._id, content: 'x', clientMessageId: cid() })).error).toEqual(
      errors.featureDisabled().toBody(),
    );
  });

  it('a blocked employee, and one who signs out, hear nothing more', async () => {
    const blocked = await scene();
    const block = async () =>
      expect((await acme.admin.api.put(`/api/user/${blocked.leaver.id}/block`, { blocked: true })).status).toBe(200);
    await expectCutOff({ tabs: blocked.tabs, witness: blocked.a, events, emit: blocked.talk, remove: block });
    const gone = await scene();
    const logout = async () => expect((await gone.leaver.api.post('/api/logout', {})).status).toBe(200);
    await expectCutOff({ tabs: gone.tabs, witness: gone.a, events, emit: gone.talk, remove: logout });
  });

  it('no tab hears the room once the feature is switched off', async () => {
    const { a, tabs, chat } = await scene();
    // Nobody in the company may send now, so the room is made to hear through the platform directly.
    const ctx = await t.context(acme, null, { plugin: 'chat' });
    const emit = async () =>
      ctx.realtime.toRoom(chatRoom(chat._id), PUSH.chatInfo, { chatId: chat._id, name: 'Project', picture: null, closed: false });
    try {
      await expectCutOff({ tabs: [a, ...tabs], events, emit, remove: () => acme.feature('chat', false) });
    } finally {
      await acme.feature('chat', true);
    }
  });
});

describe('reconnecting', () => {
  it('gets every message sent while the tab was away, in order, after it reconnects', async () => {
    const a = await tab(ann);
    let b = await tab(ben);
    const chat = await namedChat(a, [ben.id]);
    const first = await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'before', clientMessageId: cid() });
    await until(() => true);
    const lastSeen = first.result!.seq;
    b.close();
    for (const content of ['while', 'you', 'were', 'away'])
      await sendEvent(a, SEND.messageSend, { chatId: chat._id, content, clientMessageId: cid() });
    b = await tab(ben);
    const live = heard(b, PUSH.newMessage);
    const missed = await sendEvent(b, SEND.messagesMissed, { chatId: chat._id, after: lastSeen });
    expect(missed.result!.result.map((m) => m.content)).toEqual(['while', 'you', 'were', 'away']);
    expect(missed.result!.more).toBe(false);
    // And from the ready event on, new messages arrive live.
    await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'back', clientMessageId: cid() });
    await until(() => live.length === 1, 5000, 'live message');
    expect(live[0]!.seq).toBe(lastSeen + 5);
  });
});

describe('members', () => {
  it('tells an added member (chat_you_added) and puts their open tabs in the room at once', async () => {
    const a = await tab(ann);
    const c = await tab(cat);
    const added = heard(c, PUSH.youAdded);
    const got = heard(c, PUSH.newMessage);
    const chat = await namedChat(a, [ben.id], 'Design');
    expect((await ann.api.put(`/api/chat/room/${chat._id}/members`, { add: [cat.id] })).status).toBe(200);
    await until(() => added.length === 1, 5000, 'chat_you_added');
    expect(added[0]).toEqual({ chatId: chat._id, title: 'Design' });
    await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'Welcome', clientMessageId: cid() });
    await until(() => got.length === 1, 5000, 'message to the newcomer');

    const removed = heard(c, PUSH.youRemoved);
    expect((await ann.api.put(`/api/chat/room/${chat._id}/members`, { remove: [cat.id] })).status).toBe(200);
    await until(() => removed.length === 1, 5000, 'chat_you_removed');
    expect(removed[0]).toEqual({ chatId: chat._id, title: 'Design' });
    await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'Bye', clientMessageId: cid() });
    await quiet();
    expect(got).toHaveLength(1);
  });

  it('refuses a named chat of only its creator, and a private chat with oneself, storing nothing', async () => {
    const a = await tab(ann);
    const before = (await t.rows(acme, Chat, { ownerId: ann.id })).length;
    const alone = await sendEvent(a, SEND.chatCreate, { name: 'Just me', members: [ann.id] });
    expect(alone.error).toMatchObject({ name: 'ValidationError', details: [{ path: 'members', message: RULES.membersRequired.text }] });
    expect(ruleOf(await sendEvent(a, SEND.chatCreate, { private: true, members: [ann.id] }))).toBe(RULES.privateNeedsOne.text);
    expect(await t.rows(acme, Chat, { ownerId: ann.id })).toHaveLength(before);
  });

  it('refuses a chat name of only spaces and zero-width characters, and trims them from a name', async () => {
    const a = await tab(ann);
    const blank = '\u200b\u2060 \u00a0\u200d';
    expect(ruleOf(await sendEvent(a, SEND.chatCreate, { name: blank, members: [ben.id] }))).toBe(RULES.nameRequired.text);
    const chat = await namedChat(a, [ben.id], `\u200b Plans ${blank}`);
    expect(chat.name).toBe('Plans');
    const rename = await ann.api.put(`/api/chat/room/${chat._id}/info`, { name: blank });
    expect(rename.status).toBe(400);
    expect(rename.body.details[0].message).toBe(RULES.nameRequired.text);
    expect((await t.rows(acme, Chat, { id: chat._id }))[0]!.name).toBe('Plans');
  });

  it('creates one private chat per pair, named after the other person, and refuses a second colleague', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const one = await sendEvent(a, SEND.chatCreate, { private: true, members: [ben.id] });
    const two = await sendEvent(b, SEND.chatCreate, { private: true, members: [ann.id] });
    expect(one.result!._id).toBe(two.result!._id);
    expect(one.result!.name).toBe('Ben Ray');
    expect(two.result!.name).toBe('Ann Lee');
    expect(ruleOf(await sendEvent(a, SEND.chatCreate, { private: true, members: [ben.id, cat.id] }))).toBe(RULES.privateNeedsOne.text);
    expect(ruleOf(await sendEvent(a, SEND.chatCreate, { name: '', members: [ben.id] }))).toBe(RULES.nameRequired.text);
    expect(ruleOf(await sendEvent(a, SEND.chatCreate, { name: 'X', members: [stranger.id] }))).toBe(RULES.memberUnknown.text);
  });
});

describe('typing, read marks and search', () => {
  it('tells the chat who is typing, and moves read marks and unread counts', async () => {
    const a = await tab(ann);
    const b = await tab(ben);
    const chat = await namedChat(a, [ben.id]);
    const typing = heard(b, PUSH.typing);
    await sendEvent(a, SEND.typingStart, { chatId: chat._id });
    await sendEvent(a, SEND.typingStop, { chatId: chat._id });
    await until(() => typing.length === 2, 5000, 'typing');
    expect(typing).toEqual([
      { chatId: chat._id, userId: ann.id, typing: true },
      { chatId: chat._id, userId: ann.id, typing: false },
    ]);

    for (const content of ['one', 'two', 'three'])
      await sendEvent(a, SEND.messageSend, { chatId: chat._id, content, clientMessageId: cid() });
    const before = (await ben.api.call(chatRoutes.unread)).body.result.total;
    const marks = heard(a, PUSH.read);
    const counts = heard(b, PUSH.unread);
    const read = await sendEvent(b, SEND.messagesRead, { chatId: chat._id, seq: 2 });
    expect(read.result).toEqual({ chatId: chat._id, count: 1, total: before - 2 });
    await until(() => marks.length === 1 && counts.length === 1, 5000, 'read mark');
    expect(marks[0]).toEqual({ chatId: chat._id, userId: ben.id, seq: 2 });
    // A mark never moves back, nor past the last message; one that did not move tells no tab.
    expect((await sendEvent(b, SEND.messagesRead, { chatId: chat._id, seq: 1 })).result!.count).toBe(1);
    expect((await sendEvent(b, SEND.messagesRead, { chatId: chat._id, seq: 99 })).result!.count).toBe(0);
    await until(() => counts.at(-1)?.count === 0, 5000, 'read to the end');
    expect(counts.map((c) => c.count)).toEqual([1, 0]);
  });

  it("finds messages in the user's chats only", async () => {
    const a = await tab(ann);
    const c = await tab(cat);
    const chat = await namedChat(a, [ben.id], 'Secrets');
    await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'The zebra password', clientMessageId: cid() });
    const found = await sendEvent(a, SEND.searchMessages, { query: 'ZEBRA' });
    expect(found.result!.map((m) => [m.content, m.chatName])).toContainEqual(['The zebra password', 'Secrets']);
    expect((await sendEvent(c, SEND.searchMessages, { query: 'zebra' })).result).toEqual([]);
    expect(ruleOf(await sendEvent(c, SEND.searchMessages, { query: 'z' }))).toBe(RULES.queryTooShort.text);
  });
});

describe('isolation and switches', () => {
  it("never delivers one client's messages to another client's tabs", async () => {
    const a = await tab(ann);
    const s = await tab(stranger, other);
    const got = heard(s, PUSH.newMessage);
    const typing = heard(s, PUSH.typing);
    const chat = await namedChat(a, [ben.id]);
    await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'internal', clientMessageId: cid() });
    await sendEvent(a, SEND.typingStart, { chatId: chat._id });
    await quiet();
    expect(got).toEqual([]);
    expect(typing).toEqual([]);
    expect(ruleOf(await sendEvent(s, SEND.typingStart, { chatId: chat._id }))).toBe(RULES.notFound.text);
  });

  it('answers nothing once the feature is off', async () => {
    const a = await tab(ann);
    const chat = await namedChat(a, [ben.id]);
    await acme.feature('chat', false);
    try {
      expect(await sendEvent(a, SEND.messageSend, { chatId: chat._id, content: 'x', clientMessageId: cid() })).toEqual({
        error: errors.featureDisabled().toBody(),
      });
    } finally {
      await acme.feature('chat', true);
    }
  });
});
