import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@atrium/sdk/server';
import { defineManifest } from '@atrium/sdk/manifest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '../server/index.js';
import { commentParents, type CommentParentType } from '../shared/extension-points.js';

/**
 * A comment parent type another plugin registers at the wall's `commentParents`, with no table of its own:
 * the note `open` is everyone's to read, a note named after a person is theirs to write, and the note
 * `locked` is read-only; the note `team` is everyone's and moderated by its `moderator`. The wall knows none of this.
 */
const told: { id: string; action: string }[] = [];
let moderator = '';
const note: CommentParentType = {
  entity: 'any',
  canRead: async (ctx, id) => ['open', 'locked', 'team'].includes(id) || id === ctx.me.user.id,
  canWrite: async (ctx, id) => ['open', 'team'].includes(id) || id === ctx.me.user.id,
  canModerate: async (ctx, id) => id === 'team' && ctx.me.user.id === moderator,
  changed: async (_ctx, id, change) => void told.push({ id, action: change.action }),
};
const titles = { ru: 'Заметки', en: 'Notes', uk: 'Нотатки' };
const notes = definePlugin(defineManifest({ code: 'notes', titles, sdk: '^1', optionalDependsOn: ['wall'], rights: { notes: titles } }), {
  extends: [commentParents.register({ note })],
});

let t: TestApp;
let acme: TestClient;
let alice: TestUser;
let bob: TestUser;
const texts = async (u: TestUser, path: string) => (await u.api.get(path)).body.result?.map((c: { text: string }) => c.text);

beforeAll(async () => {
  t = await startTestApp({ plugins: [wall, notes] });
  acme = await t.client();
  alice = await acme.user({ rights: ['wall', 'notes'] });
  bob = await acme.user({ rights: ['wall', 'notes'] });
  moderator = alice.id;
});
afterAll(() => t?.close());

describe('comments on a parent type another plugin registered', () => {
  it('are written where the owner lets, listed newest first in pages, and the owner is told', async () => {
    told.length = 0;
    for (const text of ['one', 'two', 'three']) {
      const res = await alice.api.post('/api/comment', { parent_type: 'note', parent_id: 'open', text });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ post: null, parent: { type: 'note', _id: 'open' }, text, comments: [] });
    }
    expect(told).toEqual([
      { id: 'open', action: 'created' },
      { id: 'open', action: 'created' },
      { id: 'open', action: 'created' },
    ]);
    expect(await texts(bob, '/api/comment?parent_type=note&parent_id=open')).toEqual(['three', 'two', 'one']);
    const page = await bob.api.get('/api/comment?parent_type=note&parent_id=open&limit=2&page=2');
    expect(page.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.body.result.map((c: { text: string }) => c.text)).toEqual(['one']);
    expect(page.body.result[0]).toMatchObject({ author: { _id: alice.id }, can_edit: false, can_delete: false });
    // Not on the company wall's posts, not in a post's comments.
    expect((await bob.api.get('/api/comment?parent_type=post&parent_id=open')).status).toBe(404);
  });

  it('refuses what the owner refuses: 404 where it may not read, 403 where it may not write', async () => {
    expect((await bob.api.post('/api/comment', { parent_type: 'note', parent_id: alice.id, text: 'Intruding' })).status).toBe(404);
    expect((await bob.api.get(`/api/comment?parent_type=note&parent_id=${alice.id}`)).status).toBe(404);
    expect((await bob.api.post('/api/comment', { parent_type: 'note', parent_id: 'locked', text: 'Read only' })).status).toBe(403);
    expect((await bob.api.post('/api/comment', { parent_type: 'nowhere', parent_id: 'x', text: 'Nowhere' })).status).toBe(404);
    const bad = await bob.api.post('/api/comment', { parent_type: 'No Such', parent_id: 'x', text: 'Bad' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('unknown parent type');
    expect(await texts(alice, `/api/comment?parent_type=note&parent_id=${alice.id}`)).toEqual([]);
  });

  it('authors edit and delete their comments; the parent moderators delete others', async () => {
    told.length = 0;
    const mine = (await bob.api.post('/api/comment', { parent_type: 'note', parent_id: 'open', text: 'Typo' })).body.result._id;
    expect((await alice.api.put(`/api/comment/${mine}`, { text: 'Not yours' })).status).toBe(403);
    const edited = await bob.api.put(`/api/comment/${mine}`, { text: 'Fixed' });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ post: null, text: 'Fixed' });
    expect((await alice.api.delete(`/api/comment/${mine}?parent_type=note`)).status).toBe(403);
    expect((await bob.api.delete(`/api/comment/${mine}?parent_type=post`)).status).toBe(404);
    expect((await bob.api.delete(`/api/comment/${mine}?parent_type=note`)).status).toBe(200);
    expect(await texts(bob, '/api/comment?parent_type=note&parent_id=open')).not.toContain('Fixed');
    // On the team's note Alice moderates: she deletes Bob's comment, which he may not delete on her behalf.
    const bobs = (await bob.api.post('/api/comment', { parent_type: 'note', parent_id: 'team', text: 'Off topic' })).body.result._id;
    const hers = (await alice.api.post('/api/comment', { parent_type: 'note', parent_id: 'team', text: 'Agenda' })).body.result._id;
    const seen = await bob.api.get('/api/comment?parent_type=note&parent_id=team');
    expect(seen.body.result.map((c: { can_edit: boolean; can_delete: boolean }) => [c.can_edit, c.can_delete])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect((await bob.api.delete(`/api/comment/${hers}`)).status).toBe(403);
    expect((await alice.api.get('/api/comment?parent_type=note&parent_id=team')).body.result[1]).toMatchObject({
      can_edit: false,
      can_delete: true,
    });
    expect((await alice.api.delete(`/api/comment/${bobs}`)).status).toBe(200);
    expect(await texts(bob, '/api/comment?parent_type=note&parent_id=team')).toEqual(['Agenda']);
    expect(told).toEqual([
      { id: 'open', action: 'created' },
      { id: 'open', action: 'updated' },
      { id: 'open', action: 'deleted' },
      { id: 'team', action: 'created' },
      { id: 'team', action: 'created' },
      { id: 'team', action: 'deleted' },
    ]);
  });

  it('a switched-off owner takes its comments away', async () => {
    await acme.feature('notes', false);
    try {
      expect((await alice.api.get('/api/comment?parent_type=note&parent_id=open')).status).toBe(404);
      expect((await alice.api.post('/api/comment', { parent_type: 'note', parent_id: 'open', text: 'Off' })).status).toBe(404);
    } finally {
      await acme.feature('notes', true);
    }
  });
});

describe('registering comment parent types', () => {
  it("refuses start-up on a badly formed, the wall's own or a twice registered name, naming the owners", async () => {
    const other = (code: string, types: Record<string, CommentParentType>) =>
      definePlugin(defineManifest({ code, titles, sdk: '^1', optionalDependsOn: ['wall'], rights: { [code]: titles } }), {
        extends: [commentParents.register(types)],
      });
    await expect(startTestApp({ plugins: [wall, notes, other('pins', { note })] })).rejects.toThrow(
      'duplicate key note at wall.commentParents: registered by plugin notes and by plugin pins',
    );
    await expect(startTestApp({ plugins: [wall, other('pins', { post: note })] })).rejects.toThrow(
      'key "post" of plugin pins at wall.commentParents: 2-30 lower-case letters, digits or _, not post or comment',
    );
    await expect(startTestApp({ plugins: [wall, other('pins', { 'Bad-Name': note })] })).rejects.toThrow(
      'key "Bad-Name" of plugin pins at wall.commentParents',
    );
  });
});
