import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@atrium/sdk/server';
import { defineManifest } from '@atrium/sdk/manifest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '../server/index.js';
import { postParents, type PostParentType } from '../shared/extension-points.js';
import { wallRoutes } from '../shared/routes.js';
import { news } from './helpers.js';

/**
 * A parent type another plugin registers at the wall's `postParents`, with no table of its own: the board
 * `open` is everyone's, a board named after a person is theirs alone. The wall knows none of this.
 */
const board: PostParentType = {
  entity: 'any',
  readable: (_q, refs) => `(${refs.parentId} = 'open' OR ${refs.parentId} = ${refs.reader})`,
  canRead: async (ctx, id) => id === 'open' || id === ctx.me.user.id,
  canWrite: async (ctx, id) => id === ctx.me.user.id,
  readers: async (_ctx, id, among) => among.filter((u) => id === 'open' || id === u),
};
const titles = { ru: 'Доски', en: 'Boards', uk: 'Дошки' };
const boards = definePlugin(defineManifest({ code: 'boards', titles, sdk: '^1', dependsOn: ['wall'], rights: { boards: titles } }), {
  extends: [postParents.register({ board })],
});

let t: TestApp;
let acme: TestClient;
let alice: TestUser;
let bob: TestUser;
const ids = async (u: TestUser, path: string) => (await u.api.get(path)).body.result?.map((p: { _id: string }) => p._id);

beforeAll(async () => {
  t = await startTestApp({ plugins: [wall, boards] });
  acme = await t.client();
  alice = await acme.user({ rights: ['wall', 'boards'] });
  bob = await acme.user({ rights: ['wall', 'boards'] });
});
afterAll(() => t?.close());

describe('posts on a parent type another plugin registered', () => {
  it('are written where its owner lets, read where it lets, and stay off the company wall', async () => {
    expect((await alice.api.post('/api/post', { text: 'On the open board', parent: { type: 'board', id: 'open' } })).status).toBe(403);
    const own = await alice.api.call(wallRoutes.createPost, {
      body: { text: 'My own board', parent: { type: 'board', id: alice.id }, mentions: [bob.id] },
    });
    expect(own.status).toBe(200);
    const postId = own.body.result._id;
    // Bob may not read Alice's board: not by id, not on its wall, not in a mixed feed that names him.
    expect((await bob.api.post('/api/post', { text: 'Intruding', parent: { type: 'board', id: alice.id } })).status).toBe(404);
    expect((await bob.api.get(`/api/post/${postId}`)).status).toBe(404);
    expect((await bob.api.get(`/api/post/board/${alice.id}`)).status).toBe(404);
    expect(await ids(bob, `/api/post/mentions_feed/${bob.id}`)).not.toContain(postId);
    expect(await ids(bob, `/api/post?parent_type=board`)).not.toContain(postId);
    expect((await bob.api.get(`/api/post?parent_type=board&parent_id=${alice.id}`)).status).toBe(404);
    expect((await t.notifications(bob)).filter((n) => n.name === 'post.mention')).toHaveLength(0);
    // Alice reads it everywhere it belongs; the company wall never shows it.
    expect(await ids(alice, `/api/post/board/${alice.id}`)).toEqual([postId]);
    expect((await alice.api.get(`/api/post/board/${alice.id}`)).body).toMatchObject({ total: 1, pages: 1 });
    expect(await ids(alice, `/api/post/mentions_feed/${bob.id}`)).toEqual([postId]);
    expect(await ids(alice, `/api/post?parent_type=board`)).toEqual([postId]);
    expect((await alice.api.get(`/api/post/${postId}`)).status).toBe(200);
    expect(await ids(alice, `/api/post/news/${acme.id}/1`)).not.toContain(postId);
    // An owner that says nothing of membership gets no "posts of a person's boards" feed.
    expect((await alice.api.get(`/api/post/board/user/${alice.id}`)).status).toBe(404);
  });

  it('a type nobody registered is refused, and a switched-off owner takes its posts away', async () => {
    const res = await alice.api.post('/api/post', { text: 'Nowhere', parent: { type: 'nowhere', id: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('unknown parent type');
    expect((await alice.api.post('/api/post', { text: 'No id', parent: { type: 'board' } })).status).toBe(400);
    const before = (await news(alice, acme.id)).body.total;
    const postId = (await alice.api.post('/api/post', { text: 'Before the switch', parent: { type: 'board', id: alice.id } })).body.result
      ._id as string;
    await acme.feature('boards', false);
    try {
      expect((await alice.api.post('/api/post', { text: 'After', parent: { type: 'board', id: alice.id } })).status).toBe(400);
      expect((await alice.api.get(`/api/post/board/${alice.id}`)).status).toBe(403);
      expect((await alice.api.get(`/api/post/${postId}`)).status).toBe(404);
      expect(await ids(alice, `/api/post?author=${alice.id}`)).not.toContain(postId);
      expect((await news(alice, acme.id)).body.total).toBe(before);
    } finally {
      await acme.feature('boards', true);
    }
    expect(await ids(alice, `/api/post?author=${alice.id}`)).toContain(postId);
  });

  it('a user without the owner right cannot use the type', async () => {
    const noRight = await acme.user({ rights: ['wall'] });
    expect((await noRight.api.post('/api/post', { text: 'Mine', parent: { type: 'board', id: noRight.id } })).status).toBe(400);
    expect((await noRight.api.get(`/api/post/board/open`)).status).toBe(403);
  });
});

describe('registering parent types', () => {
  it("refuses start-up on a badly formed, the wall's own or a twice registered name, naming the owners", async () => {
    const other = (code: string, types: Record<string, PostParentType>) =>
      definePlugin(defineManifest({ code, titles, sdk: '^1', dependsOn: ['wall'], rights: { [code]: titles } }), {
        extends: [postParents.register(types)],
      });
    await expect(startTestApp({ plugins: [wall, boards, other('pins', { board })] })).rejects.toThrow(
      'duplicate key board at wall.postParents: registered by plugin boards and by plugin pins',
    );
    await expect(startTestApp({ plugins: [wall, other('pins', { 'Bad-Name': board })] })).rejects.toThrow(
      'key "Bad-Name" of plugin pins at wall.postParents',
    );
    await expect(startTestApp({ plugins: [wall, other('pins', { company: board })] })).rejects.toThrow(
      'key "company" of plugin pins at wall.postParents: 2-30 lower-case letters, digits or _, not company or feed or system',
    );
  });
});
