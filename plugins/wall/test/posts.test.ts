import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '../shared/index.js';
import { news, PNG, textOf, upload, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

const total = async () => (await news(w.alice, w.acme.id)).body.total as number;

describe('writing posts', () => {
  it('stores a company post and shows it with author and counters', async () => {
    const res = await w.alice.api.post('/api/post', {
      text: 'Hello, colleagues',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      text: 'Hello, colleagues',
      parent: { type: 'company', _id: w.acme.id },
      author: { _id: w.alice.id },
      likes: 0,
      views: 0,
      comments_count: 0,
      thanks: false,
    });
    const one = await w.bob.api.get(`/api/post/${res.body.result._id}`);
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({
      _id: res.body.result._id,
      comments: [],
      can_edit: false,
    });
  });

  it('refuses an empty or blank post and stores nothing', async () => {
    const before = await total();
    for (const text of ['', '   ']) {
      const res = await w.alice.api.post('/api/post', { text });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.details)).toContain('required field');
    }
    expect((await w.alice.api.post('/api/post', {})).status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('a thank-you post needs more than 30 characters: 30 is refused, 31 is stored', async () => {
    const before = await total();
    const at = await w.alice.api.post('/api/post', {
      text: textOf(30),
      thanks: true,
      mentions: [w.bob.id],
    });
    expect(at.status).toBe(400);
    // The refused field names the rule, whose key the UI shows in the user's language.
    expect(at.body.details).toEqual([
      expect.objectContaining({
        path: 'text',
        message: 'A thank-you post needs more than 30 characters',
        key: 'wall.errors.thanksTooShort',
      }),
    ]);
    expect(await total()).toBe(before);
    const past = await w.alice.api.post('/api/post', {
      text: textOf(31),
      thanks: true,
      mentions: [w.bob.id],
    });
    expect(past.status).toBe(200);
    expect(past.body.result).toMatchObject({
      thanks: true,
      thanked: { _id: w.bob.id },
      mentions: [{ _id: w.bob.id }],
    });
    expect(await total()).toBe(before + 1);
  });

  it('a thank-you post mentions exactly one person: none and two are refused, one is stored', async () => {
    const before = await total();
    const none = await w.alice.api.post('/api/post', {
      text: textOf(40),
      thanks: true,
      mentions: [],
    });
    expect(none.status).toBe(400);
    const two = await w.alice.api.post('/api/post', {
      text: textOf(40),
      thanks: true,
      mentions: [w.bob.id, w.carol.id],
    });
    expect(two.status).toBe(400);
    expect(JSON.stringify(two.body)).toContain('exactly one person');
    expect(await total()).toBe(before);
    const one = await w.alice.api.post('/api/post', {
      text: textOf(40),
      thanks: true,
      mentions: [w.carol.id],
    });
    expect(one.status).toBe(200);
  });

  it('refuses thanking oneself and mentioning people of another client', async () => {
    expect(
      (
        await w.alice.api.post('/api/post', {
          text: textOf(40),
          thanks: true,
          mentions: [w.alice.id],
        })
      ).status,
    ).toBe(400);
    const foreign = await w.alice.api.post('/api/post', {
      text: 'Hi @someone',
      mentions: [w.stranger.id],
    });
    expect(foreign.status).toBe(404);
  });

  it('a thank-you post stays valid when edited', async () => {
    const p = await w.alice.api.post('/api/post', {
      text: textOf(40),
      thanks: true,
      mentions: [w.bob.id],
    });
    expect(
      (
        await w.alice.api.put(`/api/post/${p.body.result._id}`, {
          text: textOf(30),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await w.alice.api.put(`/api/post/${p.body.result._id}`, {
          mentions: [w.bob.id, w.carol.id],
        })
      ).status,
    ).toBe(400);
    const ok = await w.alice.api.put(`/api/post/${p.body.result._id}`, {
      text: textOf(31),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.text).toBe(textOf(31));
  });

  it('only the author or an administrator edits and deletes', async () => {
    const p = await w.alice.api.post('/api/post', { text: 'Mine to change' });
    const id = p.body.result._id;
    expect((await w.bob.api.put(`/api/post/${id}`, { text: 'hijacked' })).status).toBe(403);
    expect((await w.bob.api.delete(`/api/post/${id}`)).status).toBe(403);
    expect((await w.alice.api.put(`/api/post/${id}`, { text: 'Changed' })).body.result.text).toBe('Changed');
    const before = await total();
    expect((await w.acme.admin.api.delete(`/api/post/${id}`)).status).toBe(200);
    expect((await w.alice.api.get(`/api/post/${id}`)).status).toBe(404);
    expect(await total()).toBe(before - 1);
    // Plugins that hang something on a post (the shop's thank-you reward) hear of its deletion.
    expect(w.t.events('post.deleted').map((e) => e.payload)).toContainEqual({ postId: id, authorId: w.alice.id, thanks: false });
  });

  it("another client's post is not found: read, edit, delete, like, comment", async () => {
    const p = await w.alice.api.post('/api/post', { text: 'Acme only' });
    const id = p.body.result._id;
    const s = w.stranger.api;
    expect((await s.get(`/api/post/${id}`)).status).toBe(404);
    expect((await s.put(`/api/post/${id}`, { text: 'x' })).status).toBe(404);
    expect((await s.delete(`/api/post/${id}`)).status).toBe(404);
    expect((await s.post('/api/post/like', { like_type: 'post', id })).status).toBe(404);
    expect(
      (
        await s.post('/api/comment', {
          parent_type: 'post',
          parent_id: id,
          text: 'hi',
        })
      ).status,
    ).toBe(404);
    expect((await w.alice.api.get(`/api/post/${id}`)).body.result.likes).toBe(0);
    expect((await w.alice.api.get(`/api/post/${id}`)).body.result.comments_count).toBe(0);
  });

  it('a system post is written by administrators only and has no author', async () => {
    expect(
      (
        await w.alice.api.post('/api/post', {
          text: 'System says',
          parent: { type: 'system' },
        })
      ).status,
    ).toBe(403);
    const res = await w.acme.admin.api.post('/api/post', {
      text: 'System says',
      parent: { type: 'system' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.author).toBe('system');
  });

  it('needs the wall feature and right', async () => {
    const noRight = await w.acme.user({ rights: [] });
    expect((await noRight.api.post('/api/post', { text: 'hello' })).status).toBe(403);
    expect((await w.t.api.get(`/api/post/news/${w.acme.id}/1`)).status).toBe(401);
  });
});

describe('attachments', () => {
  it('attaches an uploaded image; its type and size come from the stored file', async () => {
    const up = await upload(w.alice, PNG, 'dot.png', 'post');
    expect(up.status).toBe(200);
    const file = up.body.results[0].file;
    const res = await w.alice.api.post('/api/post', {
      text: 'With a picture',
      attachments: [{ file: file._id, mimetype: 'image/png' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.attachments).toEqual([
      expect.objectContaining({
        file: file._id,
        mimetype: 'image/png',
        fileName: 'dot.png',
        size: PNG.length,
      }),
    ]);
    const byUrl = await w.alice.api.post('/api/post', {
      text: 'By URL',
      attachments: [{ file: file.src }],
    });
    expect(byUrl.status).toBe(200);
    expect(byUrl.body.result.attachments[0].file).toBe(file._id);
  });

  it('refuses a forged type at upload and when a post claims another type than the content, storing nothing', async () => {
    const forged = await upload(w.alice, Buffer.from('MZ this is not a picture at all'), 'photo.png', 'post');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The file type does not match its content');
    const up = await upload(w.alice, PNG, 'dot.png', 'post');
    const before = await total();
    const res = await w.alice.api.post('/api/post', {
      text: 'Look at this',
      attachments: [{ file: up.body.results[0].file._id, mimetype: 'application/pdf' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file type does not match its content');
    expect(await total()).toBe(before);
  });

  it('attaches 20 MB, refuses one byte more with 413, and stores nothing', async () => {
    const at = await upload(w.alice, Buffer.alloc(ATTACHMENT_MAX_BYTES, 1), 'exact.bin');
    expect(at.status).toBe(200);
    const past = await upload(w.alice, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 1), 'big.bin');
    expect(past.status).toBe(200);
    const before = await total();
    const refused = await w.alice.api.post('/api/post', {
      text: 'Big file',
      attachments: [{ file: past.body.results[0].file._id }],
    });
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Files above 20 MB cannot be attached');
    expect(await total()).toBe(before);
    const ok = await w.alice.api.post('/api/post', {
      text: 'Just fits',
      attachments: [{ file: at.body.results[0].file._id }],
    });
    expect(ok.status).toBe(200);
    // The post upload route itself stops at 20 MB.
    expect((await upload(w.alice, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 1), 'big.bin', 'post')).status).toBe(413);
  });

  it("refuses another client's file", async () => {
    const up = await upload(w.stranger, PNG, 'theirs.png', 'post');
    const res = await w.alice.api.post('/api/post', {
      text: 'Borrowed',
      attachments: [{ file: up.body.results[0].file._id }],
    });
    expect(res.status).toBe(404);
  });
});
