import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { world, type World } from './helpers.js';

let w: World;
let postId: string;
beforeAll(async () => {
  w = await world();
  postId = (await w.alice.api.post('/api/post', { text: 'Discuss me' })).body.result._id;
});
afterAll(() => w?.t.close());

describe('comments and answers', () => {
  it('comments and answers nest under the post', async () => {
    const c = await w.bob.api.post('/api/comment', {
      parent_type: 'post',
      parent_id: postId,
      text: 'First!',
    });
    expect(c.status).toBe(200);
    const a = await w.carol.api.post('/api/comment', {
      parent_type: 'comment',
      parent_id: c.body.result._id,
      text: 'Answer',
    });
    expect(a.status).toBe(200);
    const one = await w.alice.api.get(`/api/post/${postId}`);
    expect(one.body.result.comments_count).toBe(2);
    expect(one.body.result.comments).toEqual([
      expect.objectContaining({
        _id: c.body.result._id,
        text: 'First!',
        author: expect.objectContaining({ _id: w.bob.id }),
        answers: [expect.objectContaining({ _id: a.body.result._id, text: 'Answer' })],
      }),
    ]);
  });

  it('refuses an empty comment and a comment on a deleted post, storing nothing', async () => {
    expect(
      (
        await w.bob.api.post('/api/comment', {
          parent_type: 'post',
          parent_id: postId,
          text: '  ',
        })
      ).status,
    ).toBe(400);
    const gone = (await w.alice.api.post('/api/post', { text: 'Short-lived' })).body.result._id;
    await w.alice.api.delete(`/api/post/${gone}`);
    const res = await w.bob.api.post('/api/comment', {
      parent_type: 'post',
      parent_id: gone,
      text: 'Too late',
    });
    expect(res.status).toBe(404);
    expect((await w.bob.api.get(`/api/post/comments_feed/${w.bob.id}`)).body.result.map((p: { _id: string }) => p._id)).not.toContain(gone);
  });

  it('edits by the author only; deleting a comment takes its answers', async () => {
    const c = (
      await w.bob.api.post('/api/comment', {
        parent_type: 'post',
        parent_id: postId,
        text: 'To be removed',
      })
    ).body.result._id;
    await w.carol.api.post('/api/comment', {
      parent_type: 'comment',
      parent_id: c,
      text: 'Answer to removed',
    });
    expect((await w.carol.api.put(`/api/comment/${c}`, { text: 'nope' })).status).toBe(403);
    expect((await w.bob.api.put(`/api/comment/${c}`, { text: 'Edited' })).body.result.text).toBe('Edited');
    // A PUT changes what it sends: attachments alone keep the text.
    const kept = await w.bob.api.put(`/api/comment/${c}`, { attachments: [] });
    expect(kept.status).toBe(200);
    expect(kept.body.result.text).toBe('Edited');
    expect((await w.carol.api.delete(`/api/comment/${c}?parent_type=post`)).status).toBe(403);
    const before = (await w.alice.api.get(`/api/post/${postId}`)).body.result.comments_count;
    const del = await w.bob.api.delete(`/api/comment/${c}?parent_type=post`);
    expect(del.status).toBe(200);
    expect(del.body.result.deleted).toBe(2);
    expect((await w.alice.api.get(`/api/post/${postId}`)).body.result.comments_count).toBe(before - 2);
    expect((await w.stranger.api.delete(`/api/comment/${c}`)).status).toBe(404);
  });
});

describe('likes', () => {
  it('likes toggle, dislikes switch, one per person', async () => {
    const like = () => w.bob.api.post('/api/post/like', { like_type: 'post', id: postId });
    expect((await like()).body.result).toMatchObject({
      likes: 1,
      dislikes: 0,
      my_like: 1,
    });
    await w.carol.api.post('/api/post/like', { like_type: 'post', id: postId });
    expect((await w.alice.api.get(`/api/post/${postId}`)).body.result).toMatchObject({ likes: 2, my_like: 0 });
    expect(
      (
        await w.bob.api.post('/api/post/like', {
          like_type: 'post',
          id: postId,
          dislike: true,
        })
      ).body.result,
    ).toMatchObject({ likes: 1, dislikes: 1, my_like: -1 });
    expect(
      (
        await w.bob.api.post('/api/post/like', {
          like_type: 'post',
          id: postId,
          dislike: true,
        })
      ).body.result,
    ).toMatchObject({ likes: 1, dislikes: 0, my_like: 0 });
    expect((await like()).body.result).toMatchObject({ likes: 2 });
    expect((await like()).body.result).toMatchObject({ likes: 1, my_like: 0 });
  });

  it('likes comments and answers by their kind', async () => {
    const c = (
      await w.bob.api.post('/api/comment', {
        parent_type: 'post',
        parent_id: postId,
        text: 'Like me',
      })
    ).body.result._id;
    const a = (
      await w.carol.api.post('/api/comment', {
        parent_type: 'comment',
        parent_id: c,
        text: 'And me',
      })
    ).body.result._id;
    expect(
      (
        await w.alice.api.post('/api/post/like', {
          like_type: 'comment',
          id: c,
        })
      ).body.result.likes,
    ).toBe(1);
    expect((await w.alice.api.post('/api/post/like', { like_type: 'answer', id: a })).body.result.likes).toBe(1);
    expect((await w.alice.api.post('/api/post/like', { like_type: 'answer', id: c })).status).toBe(404);
    expect((await w.alice.api.post('/api/post/like', { like_type: 'post', id: c })).status).toBe(404);
    expect((await w.alice.api.post('/api/post/like', { like_type: 'bogus', id: c })).status).toBe(400);
    const comments = (await w.alice.api.get(`/api/post/${postId}`)).body.result.comments;
    const liked = comments.find((x: { _id: string }) => x._id === c);
    expect(liked).toMatchObject({
      likes: 1,
      my_like: 1,
      answers: [expect.objectContaining({ likes: 1, my_like: 1 })],
    });
  });
});

describe('views', () => {
  it('adds a view once per person', async () => {
    const p = (await w.alice.api.post('/api/post', { text: 'Count my views' })).body.result._id;
    expect(
      (
        await w.bob.api.put(`/api/post/${p}/view`, {
          user_id: w.bob.id,
          where: 'wall',
        })
      ).body.result,
    ).toMatchObject({ added: 1, views: 1 });
    expect((await w.bob.api.put(`/api/post/${p}/view`, { where: 'wall' })).body.result).toMatchObject({ added: 0, views: 1 });
    expect((await w.carol.api.put(`/api/post/${p}/view`, {})).body.result.views).toBe(2);
    expect((await w.carol.api.put(`/api/post/${p}/view`, { user_id: w.bob.id })).status).toBe(403);
    expect((await w.bob.api.get(`/api/post/${p}`)).body.result).toMatchObject({
      views: 2,
      viewed: true,
    });
    expect((await w.stranger.api.put(`/api/post/${p}/view`, {})).status).toBe(404);
  });

  it('marks many posts viewed at once, skipping ones already seen and ones out of reach', async () => {
    const a = (await w.alice.api.post('/api/post', { text: 'A' })).body.result._id;
    const b = (await w.alice.api.post('/api/post', { text: 'B' })).body.result._id;
    const hidden = (
      await w.alice.api.post('/api/post', {
        text: 'Hidden',
        grants: [{ level: 'read', audience: 'users', userIds: [w.bob.id] }],
      })
    ).body.result._id;
    await w.carol.api.put(`/api/post/${a}/view`, {});
    const res = await w.carol.api.put('/api/post/all/view', {
      ids: [a, b, hidden],
      where: 'wall',
    });
    expect(res.body.result.added).toBe(1);
    expect((await w.alice.api.get(`/api/post/${hidden}`)).body.result.views).toBe(0);
    expect((await w.alice.api.get(`/api/post/${b}`)).body.result.views).toBe(1);
  });
});
