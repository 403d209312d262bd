import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '@atrium/sdk/testing';
import { textOf, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

const inbox = async (u: TestUser) => {
  const res = await u.api.get(`/api/notification/${w.acme.id}/posts/${u.id}/now`);
  expect(res.status).toBe(200);
  return res.body.result as { name?: string; link?: string }[];
};

describe('who is told', () => {
  it('the thanked person, mentioned people and followers get a notification linking the post; the author does not', async () => {
    const dave = await w.acme.user({ rights: ['wall'] });
    await dave.api.post('/api/follow', { user_id: w.alice.id });
    const [b0, c0, d0, a0] = await Promise.all([inbox(w.bob), inbox(w.carol), inbox(dave), inbox(w.alice)]);
    const thanks = await w.alice.api.post('/api/post', {
      text: textOf(40),
      thanks: true,
      mentions: [w.bob.id],
    });
    const link = `/post/${thanks.body.result._id}`;
    const mention = await w.alice.api.post('/api/post', {
      text: 'See @Carol',
      mentions: [w.carol.id],
    });
    const [b1, c1, d1, a1] = await Promise.all([inbox(w.bob), inbox(w.carol), inbox(dave), inbox(w.alice)]);
    expect(b1.length).toBe(b0.length + 1);
    expect(b1[0]).toMatchObject({ link });
    expect(c1.length).toBe(c0.length + 1);
    expect(c1[0]).toMatchObject({ link: `/post/${mention.body.result._id}` });
    expect(d1.length).toBe(d0.length + 2);
    expect(a1.length).toBe(a0.length);
  });

  it('a restricted post tells only the people it reaches', async () => {
    const erin = await w.acme.user({ rights: ['wall'] });
    await erin.api.post('/api/follow', { user_id: w.alice.id });
    const before = (await inbox(erin)).length;
    await w.alice.api.post('/api/post', {
      text: 'Bob only',
      grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }],
    });
    expect((await inbox(erin)).length).toBe(before);
  });

  it('the post author hears about comments and the answered person about answers', async () => {
    const p = (await w.alice.api.post('/api/post', { text: 'Comment here' })).body.result._id;
    const a0 = (await inbox(w.alice)).length;
    const c = (
      await w.bob.api.post('/api/comment', {
        parent_type: 'post',
        parent_id: p,
        text: 'Hi',
      })
    ).body.result._id;
    expect((await inbox(w.alice)).length).toBe(a0 + 1);
    const b0 = (await inbox(w.bob)).length;
    await w.carol.api.post('/api/comment', {
      parent_type: 'comment',
      parent_id: c,
      text: 'Hi Bob',
    });
    expect((await inbox(w.bob)).length).toBe(b0 + 1);
  });
});
