import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, ids, makeGroup, world, type World } from './helpers.js';

let w: World;
const groups: Record<'public' | 'closed' | 'private', string> = { public: '', closed: '', private: '' };
const posts: Record<'public' | 'closed' | 'private', string> = { public: '', closed: '', private: '' };

/** Eva is a member of all three groups and posts in each, mentioning Oscar, who is in none. */
beforeAll(async () => {
  w = await world();
  for (const type of ['public', 'closed', 'private'] as const) {
    groups[type] = await makeGroup(w.owner, { name: `Feed ${type}`, type });
    await addMember(w.owner, w.eva, groups[type]);
    const res = await w.eva.api.post('/api/post', {
      text: `In the ${type} group`,
      parent: { type: 'group', id: groups[type] },
      mentions: [w.outsider.id],
    });
    expect(res.status).toBe(200);
    posts[type] = res.body.result._id;
  }
});
afterAll(() => w?.t.close());

describe('the group feed: only members read the posts of closed and private groups', () => {
  it("on a group's wall", async () => {
    expect(ids(await w.outsider.api.get(`/api/post/group/${groups.public}`))).toEqual([posts.public]);
    expect((await w.outsider.api.get(`/api/post/group/${groups.closed}`)).status).toBe(404);
    expect((await w.outsider.api.get(`/api/post/group/${groups.private}`)).status).toBe(404);
    for (const type of ['public', 'closed', 'private'] as const) {
      const res = await w.eva.api.get(`/api/post/group/${groups[type]}`);
      expect(res.body).toMatchObject({ total: 1, page: 1, pages: 1 });
      expect(ids(res)).toEqual([posts[type]]);
    }
  });

  it('by id, and in every feed that mixes parents', async () => {
    expect((await w.outsider.api.get(`/api/post/${posts.public}`)).status).toBe(200);
    expect((await w.outsider.api.get(`/api/post/${posts.closed}`)).status).toBe(404);
    expect((await w.outsider.api.get(`/api/post/${posts.private}`)).status).toBe(404);
    const mentions = ids(await w.outsider.api.get(`/api/post/mentions_feed/${w.outsider.id}`));
    expect(mentions).toEqual([posts.public]);
    const byAuthor = ids(await w.outsider.api.get(`/api/post?author=${w.eva.id}`));
    expect(byAuthor).toEqual([posts.public]);
    expect(ids(await w.eva.api.get(`/api/post?author=${w.eva.id}`)).sort()).toEqual(Object.values(posts).sort());
    expect((await w.outsider.api.get(`/api/post?parent_type=group&parent_id=${groups.closed}`)).status).toBe(404);
    // A company administrator who is no member reads none of it either.
    expect((await w.admin.api.get(`/api/post/${posts.private}`)).status).toBe(404);
    // Group posts stay off the company wall.
    expect(ids(await w.eva.api.get(`/api/post/news/${w.acme.id}/1`))).not.toContain(posts.public);
  });

  it('a mention in a closed group tells nobody outside it', async () => {
    const told = (await w.t.notifications(w.outsider)).filter((n) => n.name === 'post.mention');
    expect(told.map((n) => n.link)).toEqual([`/post/${posts.public}`]);
  });

  it("a person's groups feed holds the posts of their groups, as far as the reader may read them", async () => {
    expect(ids(await w.eva.api.get(`/api/post/group/user/${w.eva.id}`)).sort()).toEqual(Object.values(posts).sort());
    expect(ids(await w.outsider.api.get(`/api/post/group/user/${w.eva.id}`))).toEqual([posts.public]);
    expect((await w.outsider.api.get(`/api/post/group/user/${w.eva.id}`)).body.total).toBe(1);
    expect(ids(await w.outsider.api.get(`/api/post/group/user/${w.outsider.id}`))).toEqual([]);
  });

  it('a read grant lets a non-member read a closed group, not write in it', async () => {
    await w.owner.api.post(`/api/group/${groups.closed}/grants/user/${w.bob.id}`);
    expect(ids(await w.bob.api.get(`/api/post/group/${groups.closed}`))).toEqual([posts.closed]);
    expect((await w.bob.api.post('/api/post', { text: 'Hello', parent: { type: 'group', id: groups.closed } })).status).toBe(403);
    await w.owner.api.delete(`/api/group/${groups.closed}/grants/user/${w.bob.id}`);
    expect((await w.bob.api.get(`/api/post/${posts.closed}`)).status).toBe(404);
  });

  it('only members write: a public group is read by all and written by its members', async () => {
    expect((await w.outsider.api.post('/api/post', { text: 'Hi', parent: { type: 'group', id: groups.public } })).status).toBe(403);
    expect((await w.outsider.api.post('/api/post', { text: 'Hi', parent: { type: 'group', id: groups.private } })).status).toBe(404);
    await w.outsider.api.post(`/api/group/${groups.public}/join`);
    expect((await w.outsider.api.post('/api/post', { text: 'Hi all', parent: { type: 'group', id: groups.public } })).status).toBe(200);
  });

  it('with groups switched off the group walls are closed and no group post shows', async () => {
    await w.acme.feature('groups', false);
    try {
      expect((await w.eva.api.post('/api/post', { text: 'Off', parent: { type: 'group', id: groups.public } })).status).toBe(400);
      expect((await w.eva.api.get(`/api/post/group/${groups.public}`)).status).toBe(403);
      expect((await w.eva.api.get(`/api/post/${posts.public}`)).status).toBe(404);
      expect(ids(await w.eva.api.get(`/api/post?author=${w.eva.id}`))).toEqual([]);
    } finally {
      await w.acme.feature('groups', true);
    }
  });

  it('a deleted group takes its posts out of every feed', async () => {
    const id = await makeGroup(w.owner, { name: 'Short-lived' });
    const post = (await w.owner.api.post('/api/post', { text: 'Soon gone', parent: { type: 'group', id } })).body.result._id;
    await w.owner.api.delete(`/api/group/${id}`);
    expect((await w.owner.api.get(`/api/post/${post}`)).status).toBe(404);
    expect(ids(await w.owner.api.get(`/api/post?author=${w.owner.id}`))).not.toContain(post);
  });
});
