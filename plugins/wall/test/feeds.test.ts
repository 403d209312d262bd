import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, textOf, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

describe('company feed paging', () => {
  it('pages 20 at a time, newest first, with page, pages and total', async () => {
    const before = (await news(w.alice, w.acme.id)).body.total as number;
    const started = Date.now();
    const made: string[] = [];
    for (let i = 0; i < 45; i++) made.push((await w.alice.api.post('/api/post', { text: `Post number ${i}` })).body.result._id);
    const p1 = await news(w.bob, w.acme.id, 1);
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({
      page: 1,
      total: before + 45,
      pages: Math.ceil((before + 45) / 20),
    });
    expect(p1.body.result).toHaveLength(20);
    expect(p1.body.result[0]._id).toBe(made[44]);
    // Dates answer as ISO text, as JSON writes a Date, whichever database they were read from.
    for (const { created, updated } of p1.body.result as { created: string; updated: string }[]) {
      expect(new Date(created).toISOString()).toBe(created);
      expect(new Date(updated).toISOString()).toBe(updated);
      expect(Date.parse(created)).toBeGreaterThanOrEqual(started - 1000);
    }
    const p2 = await news(w.bob, w.acme.id, 2);
    const p3 = await news(w.bob, w.acme.id, 3);
    const ids = [...p1.body.result, ...p2.body.result, ...p3.body.result].map((p: { _id: string }) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 45)).toEqual([...made].reverse());
    // The workspace code names the client as well as its id; the same feed answers at /post/client/{id}.
    expect((await news(w.bob, w.acme.workspace, 1)).body.total).toBe(before + 45);
    const byClient = await w.bob.api.get(`/api/post/client/${w.acme.id}?page=2`);
    expect(byClient.body.result.map((p: { _id: string }) => p._id)).toEqual(p2.body.result.map((p: { _id: string }) => p._id));
  });

  it("another client's feed and people are not found", async () => {
    expect((await news(w.stranger, w.acme.id)).status).toBe(404);
    expect((await w.stranger.api.get(`/api/post/user_feed/${w.alice.id}/1`)).status).toBe(404);
    expect((await w.stranger.api.get(`/api/post/user/${w.alice.id}`)).status).toBe(404);
    const theirs = await news(w.stranger, w.other.id);
    expect(theirs.status).toBe(200);
    expect(theirs.body.result.every((p: { author: { _id: string } }) => p.author._id === w.stranger.id)).toBe(true);
  });
});

describe('content grants', () => {
  it('a restricted post reaches only its audience (and its author and administrators), in lists and by id', async () => {
    const before = (await news(w.carol, w.acme.id)).body.total as number;
    const res = await w.alice.api.post('/api/post', {
      text: 'For Bob only',
      grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }],
    });
    expect(res.status).toBe(200);
    const id = res.body.result._id;
    expect(res.body.result.restricted).toBe(true);
    const ids = async (u: typeof w.bob) => (await news(u, w.acme.id)).body.result.map((p: { _id: string }) => p._id);
    expect(await ids(w.bob)).toContain(id);
    expect(await ids(w.alice)).toContain(id);
    expect(await ids(w.acme.admin)).toContain(id);
    expect(await ids(w.carol)).not.toContain(id);
    expect((await news(w.carol, w.acme.id)).body.total).toBe(before);
    expect((await news(w.bob, w.acme.id)).body.total).toBe(before + 1);
    expect((await w.carol.api.get(`/api/post/${id}`)).status).toBe(404);
    expect((await w.carol.api.post('/api/post/like', { like_type: 'post', id })).status).toBe(404);
    expect(
      (
        await w.carol.api.post('/api/comment', {
          parent_type: 'post',
          parent_id: id,
          text: 'peek',
        })
      ).status,
    ).toBe(404);
    expect((await w.alice.api.get(`/api/post/${id}`)).body.result.grants).toHaveLength(1);
    expect((await w.bob.api.get(`/api/post/${id}`)).body.result.grants).toEqual([]);

    // Opening it to everyone makes it count for all; restricting it again takes it back.
    await w.alice.api.put(`/api/post/${id}`, {
      grants: [{ level: 'read', audience: 'everyone' }],
    });
    expect(await ids(w.carol)).toContain(id);
    expect((await news(w.carol, w.acme.id)).body.total).toBe(before + 1);
    await w.alice.api.put(`/api/post/${id}`, {
      grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }],
    });
    expect((await news(w.carol, w.acme.id)).body.total).toBe(before);
    expect((await news(w.bob, w.acme.id)).body.total).toBe(before + 1);

    // Readers' counts of restricted posts are kept between pages; re-granting and deleting move them.
    await w.alice.api.put(`/api/post/${id}`, {
      grants: [{ level: 'read', audience: 'users', userIds: [w.carol.id] }],
    });
    expect((await news(w.carol, w.acme.id)).body.total).toBe(before + 1);
    expect((await news(w.bob, w.acme.id)).body.total).toBe(before);
    expect((await w.alice.api.delete(`/api/post/${id}`)).status).toBe(200);
    expect((await news(w.carol, w.acme.id)).body.total).toBe(before);
  });

  it('an explicit none for a person hides the post from them', async () => {
    const res = await w.alice.api.post('/api/post', {
      text: 'Not for Carol',
      grants: [
        { level: 'read', audience: 'everyone' },
        { level: 'none', audience: 'users', userIds: [w.carol.id] },
      ],
    });
    const id = res.body.result._id;
    expect((await w.bob.api.get(`/api/post/${id}`)).status).toBe(200);
    expect((await w.carol.api.get(`/api/post/${id}`)).status).toBe(404);
  });
});

describe('personal feeds', () => {
  it('the user feed holds own posts, posts of followed people and posts on the own wall', async () => {
    const dave = await w.acme.user({ rights: ['wall'] });
    const erin = await w.acme.user({ rights: ['wall'] });
    const own = (await dave.api.post('/api/post', { text: 'Dave writes' })).body.result._id;
    const byErin = (await erin.api.post('/api/post', { text: 'Erin writes' })).body.result._id;
    const onWall = (
      await erin.api.post('/api/post', {
        text: 'Hi Dave',
        parent: { type: 'feed', id: dave.id },
      })
    ).body.result._id;
    const feed = async () => (await dave.api.get(`/api/post/user_feed/${dave.id}/1`)).body.result.map((p: { _id: string }) => p._id);
    expect(await feed()).toEqual([onWall, own]);
    const f = await dave.api.post('/api/follow', { user_id: erin.id });
    expect(f.body.result).toMatchObject({ followers: 1, i_follow: true });
    expect(await feed()).toEqual([onWall, byErin, own]);
    expect((await dave.api.get(`/api/post/follows/${dave.id}`)).body.result.map((p: { _id: string }) => p._id)).toEqual([onWall, byErin]);
    await dave.api.post('/api/unfollow', { user_id: erin.id });
    expect(await feed()).toEqual([onWall, own]);
    expect((await dave.api.post('/api/follow', { user_id: dave.id })).status).toBe(400);
    expect((await dave.api.post('/api/follow', { user_id: w.stranger.id })).status).toBe(404);
  });

  it("a person's posts, mentions and commented posts", async () => {
    const fay = await w.acme.user({ rights: ['wall'] });
    const a = (await fay.api.post('/api/post', { text: 'Fay one' })).body.result._id;
    const m = (
      await w.alice.api.post('/api/post', {
        text: 'Hey @Fay',
        mentions: [fay.id],
      })
    ).body.result._id;
    const c = (await w.bob.api.post('/api/post', { text: 'Bob asks' })).body.result._id;
    await fay.api.post('/api/comment', {
      parent_type: 'post',
      parent_id: c,
      text: 'Fay answers',
    });
    const ids = async (path: string) => (await w.carol.api.get(path)).body.result.map((p: { _id: string }) => p._id);
    expect(await ids(`/api/post/user/${fay.id}`)).toEqual([a]);
    expect(await ids(`/api/post/mentions_feed/${fay.id}`)).toEqual([m]);
    expect(await ids(`/api/post/comments_feed/${fay.id}`)).toEqual([c]);
    expect(await ids(`/api/post?author=${fay.id}`)).toEqual([a]);
  });

  it('all thanks lists the thank-you posts of the company', async () => {
    const t1 = (
      await w.alice.api.post('/api/post', {
        text: textOf(40),
        thanks: true,
        mentions: [w.carol.id],
      })
    ).body.result._id;
    await w.alice.api.post('/api/post', { text: 'Not a thanks' });
    const res = await w.bob.api.get(`/api/clients/${w.acme.id}/all_thanks`);
    expect(res.status).toBe(200);
    expect(res.body.result[0]).toMatchObject({
      _id: t1,
      thanks: true,
      thanked: { _id: w.carol.id },
    });
    expect(res.body.result.every((p: { thanks: boolean }) => p.thanks)).toBe(true);
    expect((await w.stranger.api.get(`/api/clients/${w.acme.id}/all_thanks`)).status).toBe(404);
  });
});
