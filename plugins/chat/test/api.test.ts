import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { PayloadOf } from '@atrium/sdk/contract';
import { sendEvent, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { HISTORY_PAGE, MEMBERS_MAX, RULES, NAME_MAX } from '../shared/constants.js';
import { SEND } from '../shared/sends.js';
import { chatRoutes } from '../shared/routes.js';
import { Chat, ChatMember, ChatMessage } from '../server/entities/index.js';
import type { FileExtra } from '../ui/chat-log.js';
import { chatApp, cid, connect, ruleOf } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
let dan: TestUser;
let stranger: TestUser;
const sockets = new Map<string, Socket>();

/** Each user's one tab, opened on first use. */
async function tab(user: TestUser, client: TestClient = acme) {
  let s = sockets.get(user.id);
  if (!s) sockets.set(user.id, (s = await connect(t.url, user, client.id)));
  return s;
}
async function create(user: TestUser, body: PayloadOf<typeof SEND.chatCreate>) {
  const ack = await sendEvent(await tab(user), SEND.chatCreate, body);
  if (!ack.result) throw new Error(ruleOf(ack));
  return ack.result;
}
async function say(user: TestUser, chatId: string, content: string, extra: FileExtra = {}) {
  const ack = await sendEvent(await tab(user), SEND.messageSend, { chatId, content, clientMessageId: cid(), ...extra });
  if (!ack.result) throw new Error(ruleOf(ack));
  return ack.result;
}
const list = async (user: TestUser, search?: string) =>
  (await user.api.call(chatRoutes.list, { params: { client: acme.id, user: user.id }, query: { search } })).body;

beforeAll(async () => {
  ({ t, acme } = await chatApp());
  other = await t.client({ features: [{ feature: 'chat', active: true }] });
  ann = await acme.user({ fields: { firstName: 'Ann', lastName: 'Lee' } });
  ben = await acme.user({ fields: { firstName: 'Ben', lastName: 'Ray' } });
  cat = await acme.user({ fields: { firstName: 'Cat', lastName: 'Fox' } });
  dan = await acme.user({ fields: { firstName: 'Dan', lastName: 'Moss' } });
  stranger = await other.user();
});
afterAll(async () => {
  for (const s of sockets.values()) s.close();
  await t?.close();
});

describe('the chat list', () => {
  it('orders pinned first, then private, then the others, each by last message time; a new message moves its chat up', async () => {
    const old = await create(dan, { name: 'Old room', members: [ann.id] });
    const pair = await create(dan, { private: true, members: [ann.id] });
    const fresh = await create(dan, { name: 'Fresh room', members: [ann.id] });
    const pinned = await create(dan, { name: 'Pinned room', members: [ann.id] });
    await say(ann, old._id, 'first');
    await say(ann, pair._id, 'second');
    await say(ann, fresh._id, 'third');
    expect((await dan.api.put(`/api/chat/room/${pinned._id}/settings`, { pinned: true })).status).toBe(200);
    const names = async () => (await list(dan)).result.map((c) => c.name);
    expect(await names()).toEqual(['Pinned room', 'Ann Lee', 'Fresh room', 'Old room']);
    await say(ann, old._id, 'up again');
    expect(await names()).toEqual(['Pinned room', 'Ann Lee', 'Old room', 'Fresh room']);

    const first = (await list(dan)).result[2]!;
    expect(first).toMatchObject({ lastMessage: { content: 'up again', sender: ann.id }, unreadCount: 2, metadata: { isPrivate: false } });
  });

  it('pages in the database and searches chat names and the other person of a private chat', async () => {
    const page = await dan.api.get(`/api/chat/${acme.id}/${dan.id}?limit=2&page=2`);
    expect(page.body).toMatchObject({ page: 2, limit: 2, total: 4 });
    expect(page.body.result).toHaveLength(2);
    expect((await list(dan, 'fresh')).result.map((c) => c.name)).toEqual(['Fresh room']);
    expect((await list(dan, 'lee')).result.map((c) => c.name)).toEqual(['Ann Lee']);
  });

  it("is the caller's own: another user's list is 403, another client's path 404", async () => {
    expect((await ben.api.get(`/api/chat/${acme.id}/${dan.id}`)).status).toBe(403);
    expect((await stranger.api.get(`/api/chat/${acme.id}/${stranger.id}`)).status).toBe(404);
  });

  it('moves archived chats to the archive and keeps muted and archived ones out of the total', async () => {
    const quiet = await create(ann, { name: 'Quiet', members: [cat.id] });
    const shelf = await create(ann, { name: 'Shelf', members: [cat.id] });
    const loud = await create(ann, { name: 'Loud', members: [cat.id] });
    for (const c of [quiet, shelf, loud]) await say(ann, c._id, 'news');
    const total = async () => (await cat.api.call(chatRoutes.unread)).body.result.total;
    expect(await total()).toBe(3);
    await cat.api.put(`/api/chat/room/${quiet._id}/settings`, { muted: true });
    const archived = await cat.api.put(`/api/chat/room/${shelf._id}/settings`, { archived: true });
    expect(archived.body.result).toMatchObject({ archived: true, unreadCount: 1 });
    expect(await total()).toBe(1);
    const names = (await cat.api.call(chatRoutes.list, { params: { client: acme.id, user: cat.id } })).body.result.map((c) => c.name);
    expect(names).not.toContain('Shelf');
    const archive = (
      await cat.api.call(chatRoutes.list, { params: { client: acme.id, user: cat.id }, query: { archived: 'true' } })
    ).body.result.map((c) => c.name);
    expect(archive).toEqual(['Shelf']);
  });
});

describe('a chat', () => {
  it('answers its participants with read marks to members only; others and other clients get 404', async () => {
    const chat = await create(ann, { name: 'Members', members: [ben.id] });
    const view = (await ben.api.call(chatRoutes.get, { params: { id: chat._id } })).body.result;
    expect(view.members.map((m) => m.fullName).sort()).toEqual(['Ann Lee', 'Ben Ray']);
    expect(view.members.find((m) => m._id === ann.id)).toMatchObject({ online: true, readSeq: 0 });
    expect((await cat.api.get(`/api/chat/room/${chat._id}/info`)).status).toBe(404);
    expect((await stranger.api.get(`/api/chat/room/${chat._id}/messages`)).status).toBe(404);
  });

  it(`pages history backwards by sequence number, ${HISTORY_PAGE} at a time`, async () => {
    const chat = await create(ann, { name: 'Long', members: [ben.id] });
    for (let i = 1; i <= HISTORY_PAGE + 5; i++) await say(i % 2 ? ann : ben, chat._id, `line ${i}`);
    const last = (await ben.api.get(`/api/chat/room/${chat._id}/messages`)).body.result;
    expect(last.result).toHaveLength(HISTORY_PAGE);
    expect(last.result[0].seq).toBe(6);
    expect(last.result.at(-1).seq).toBe(HISTORY_PAGE + 5);
    expect(last.more).toBe(true);
    const older = (await ben.api.get(`/api/chat/room/${chat._id}/messages?before=6`)).body.result;
    expect(older.result.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(older.more).toBe(false);
    const missed = (await ben.api.get(`/api/chat/room/${chat._id}/messages?after=${HISTORY_PAGE + 3}`)).body.result;
    expect(missed.result.map((m: { content: string }) => m.content)).toEqual([`line ${HISTORY_PAGE + 4}`, `line ${HISTORY_PAGE + 5}`]);
  });

  it('lists its files and its links', async () => {
    const chat = await create(ann, { name: 'Shared', members: [ben.id] });
    const upload = async (u: TestUser, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(Buffer.from(name))]), name);
      return (await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form })).body.results[0].file._id as string;
    };
    const fileId = await upload(ann, 'plan.txt');
    await say(ann, chat._id, '', { type: 'file', fileId });
    await say(ben, chat._id, 'see https://example.com/spec please');
    await say(ben, chat._id, 'no link here');
    const files = (await ben.api.get(`/api/chat/room/${chat._id}/files`)).body.result.result;
    expect(files).toHaveLength(1);
    expect(files[0].file).toMatchObject({ _id: fileId, fileName: 'plan.txt' });
    const links = (await ben.api.get(`/api/chat/room/${chat._id}/links`)).body.result.result;
    expect(links.map((m: { content: string }) => m.content)).toEqual(['see https://example.com/spec please']);
    // Members download the file; a colleague outside the chat cannot.
    expect((await ben.api.get(`/api/files/${fileId}`)).status).toBe(200);
    expect((await cat.api.get(`/api/files/${fileId}`)).status).toBe(403);
    // A file someone else uploaded, not yet in the chat, cannot be sent; one of the chat's files can be again.
    const notYours = await upload(ann, 'draft.txt');
    const ack = await sendEvent(await tab(ben), SEND.messageSend, {
      chatId: chat._id,
      type: 'file',
      fileId: notYours,
      clientMessageId: cid(),
    });
    expect(ack.error).toMatchObject({ name: 'Forbidden', message: 'This file cannot be attached here' });
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id, type: 'file' })).toHaveLength(1);
    await say(ben, chat._id, '', { type: 'file', fileId });
  });

  it(`takes a name of ${NAME_MAX} characters and refuses one more; only the owner renames`, async () => {
    const chat = await create(ann, { name: 'x'.repeat(NAME_MAX), members: [ben.id] });
    expect(chat.name).toHaveLength(NAME_MAX);
    const long = await sendEvent(await tab(ann), SEND.chatCreate, { name: 'x'.repeat(NAME_MAX + 1), members: [ben.id] });
    expect(ruleOf(long)).toBe(RULES.nameTooLong.text);
    const rename = await ann.api.put(`/api/chat/room/${chat._id}/info`, { name: 'y'.repeat(NAME_MAX + 1) });
    expect(rename.status).toBe(400);
    expect(rename.body.details[0].message).toBe(RULES.nameTooLong.text);
    expect((await ben.api.put(`/api/chat/room/${chat._id}/info`, { name: 'Mine' })).status).toBe(403);
    expect((await t.rows(acme, Chat, { id: chat._id }))[0]!.name).toHaveLength(NAME_MAX);
  });

  it('changes only the fields a PUT names: the chat info, and a member’s own switches', async () => {
    const chat = await create(ann, { name: 'Partial', picture: '/pics/partial.png', members: [ben.id] });
    expect((await ann.api.put(`/api/chat/room/${chat._id}/info`, { closed: true })).body.result).toMatchObject({
      name: 'Partial',
      picture: '/pics/partial.png',
      closed: true,
    });
    expect((await ann.api.put(`/api/chat/room/${chat._id}/info`, { name: 'Renamed' })).body.result).toMatchObject({
      name: 'Renamed',
      picture: '/pics/partial.png',
      closed: true,
    });
    expect((await ben.api.put(`/api/chat/room/${chat._id}/settings`, { pinned: true })).status).toBe(200);
    expect((await ben.api.put(`/api/chat/room/${chat._id}/settings`, { muted: true })).body.result).toMatchObject({
      metadata: { isPinned: true },
      muted: true,
      archived: false,
    });
  });

  it(`holds ${MEMBERS_MAX} members and refuses one more`, async () => {
    const people = await Promise.all(Array.from({ length: MEMBERS_MAX - 1 }, () => acme.user({ rights: ['chat'] })));
    const full = await create(ann, { name: 'Everyone', members: people.map((p) => p.id) });
    expect(await t.rows(acme, ChatMember, { chatId: full._id })).toHaveLength(MEMBERS_MAX);
    const more = await ann.api.put(`/api/chat/room/${full._id}/members`, { add: [ben.id] });
    expect(more.status).toBe(400);
    expect(more.body.message).toBe(RULES.tooManyMembers.text);
    const over = await sendEvent(await tab(ann), SEND.chatCreate, { name: 'Too many', members: [...people.map((p) => p.id), ben.id] });
    expect(ruleOf(over)).toBe(RULES.tooManyMembers.text);
    expect(await t.rows(acme, ChatMember, { chatId: full._id })).toHaveLength(MEMBERS_MAX);
  }, 60_000);
});

describe('deleting', () => {
  it('a member who does not manage the chat leaves it; the owner deletes it for everyone with its messages', async () => {
    const chat = await create(ann, { name: 'Temporary', members: [ben.id, cat.id] });
    await say(ben, chat._id, 'hello');
    const left = await cat.api.delete(`/api/chat/${acme.id}/${chat._id}`);
    expect(left.body.result).toEqual({ _id: chat._id, deleted: false });
    expect((await t.rows(acme, ChatMember, { chatId: chat._id })).map((m) => m.userId).sort()).toEqual([ann.id, ben.id].sort());
    expect((await stranger.api.delete(`/api/chat/${other.id}/${chat._id}`)).status).toBe(404);
    const gone = await ann.api.delete(`/api/chat/${acme.id}/${chat._id}`);
    expect(gone.body.result).toEqual({ _id: chat._id, deleted: true });
    expect(await t.rows(acme, ChatMessage, { chatId: chat._id })).toEqual([]);
    expect(await t.rows(acme, Chat, { id: chat._id })).toEqual([]);
    expect((await ben.api.get(`/api/chat/room/${chat._id}/info`)).status).toBe(404);
  });

  it('needs the chat right and the feature', async () => {
    const noRight = await acme.user({ rights: [] });
    expect((await noRight.api.get('/api/chat/unread')).status).toBe(403);
    await acme.feature('chat', false);
    try {
      expect((await ann.api.get('/api/chat/unread')).status).toBe(403);
    } finally {
      await acme.feature('chat', true);
    }
  });
});
