import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

describe('links blocks', () => {
  it('a module without a block answers an empty, inactive one', async () => {
    const res = await w.alice.api.get(`/api/links_block/${w.acme.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      _id: null,
      module: 'company',
      active: false,
      links: [],
    });
  });

  it('administrators switch a block on and manage its links; title and a valid URL are required', async () => {
    const admin = w.acme.admin.api;
    expect((await w.alice.api.put('/api/links_block/toggle', { module: 'company' })).status).toBe(403);
    const on = await admin.put('/api/links_block/toggle', {
      module: 'company',
    });
    expect(on.body.result).toMatchObject({
      module: 'company',
      active: true,
      links: [],
    });
    const block = on.body.result._id;

    expect(
      (
        await admin.post(`/api/links_block/${block}/link`, {
          title: '',
          link: 'https://example.com',
        })
      ).status,
    ).toBe(400);
    expect((await admin.post(`/api/links_block/${block}/link`, { title: 'Docs' })).status).toBe(400);
    const bad = await admin.post(`/api/links_block/${block}/link`, {
      title: 'Docs',
      link: 'not a url',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.details)).toContain('invalid url');
    expect(
      (
        await admin.post(`/api/links_block/${block}/link`, {
          title: 'Docs',
          link: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await w.alice.api.post(`/api/links_block/${block}/link`, {
          title: 'Docs',
          link: 'https://example.com/docs',
        })
      ).status,
    ).toBe(403);

    const added = await admin.post(`/api/links_block/${block}/link`, {
      title: 'Docs',
      link: 'https://example.com/docs',
    });
    expect(added.status).toBe(200);
    await admin.post(`/api/links_block/${block}/link`, {
      title: 'Portal',
      link: 'https://example.com/portal',
    });
    const link = added.body.result.links[0]._id;
    const changed = await admin.put(`/api/links_block/${block}/link`, {
      _id: link,
      title: 'Documentation',
      link: 'https://example.com/documentation',
    });
    expect(changed.body.result.links.map((l: { title: string }) => l.title)).toEqual(['Documentation', 'Portal']);
    expect(
      (
        await admin.put(`/api/links_block/${block}/link`, {
          _id: link,
          title: 'Documentation',
          link: 'ftp//x',
        })
      ).status,
    ).toBe(400);

    const seen = await w.alice.api.get(`/api/links_block/${w.acme.workspace}/company`);
    expect(seen.body.result).toMatchObject({
      _id: block,
      active: true,
      links: [
        {
          _id: link,
          title: 'Documentation',
          link: 'https://example.com/documentation',
        },
        { title: 'Portal' },
      ],
    });

    const removed = await admin.delete(`/api/links_block/${block}/link/${link}`);
    expect(removed.body.result.links).toHaveLength(1);
    expect((await admin.delete(`/api/links_block/${block}/link/${link}`)).status).toBe(404);

    const off = await admin.put('/api/links_block/toggle', {
      module: 'company',
      active: false,
    });
    expect(off.body.result.active).toBe(false);

    // Another client sees none of it.
    expect((await w.stranger.api.get(`/api/links_block/${w.acme.id}`)).status).toBe(404);
    const strangerAdmin = w.other.admin.api;
    expect(
      (
        await strangerAdmin.post(`/api/links_block/${block}/link`, {
          title: 'X',
          link: 'https://x.example',
        })
      ).status,
    ).toBe(404);
    expect((await strangerAdmin.delete(`/api/links_block/${block}/link/${removed.body.result.links[0]._id}`)).status).toBe(404);
  });

  it('a link is http, https or a page of the intranet; a title is not blank in any script; a PUT keeps what it leaves out', async () => {
    const admin = w.acme.admin.api;
    const block = (await admin.put('/api/links_block/toggle', { module: 'links-rules', active: true })).body.result._id;
    for (const link of ['//evil.example/x', 'data:text/html,<b>x</b>', ' javascript:alert(1)', 'vbscript:x'])
      expect(JSON.stringify((await admin.post(`/api/links_block/${block}/link`, { title: 'Trap', link })).body.details)).toContain(
        'invalid url',
      );
    const blank = await admin.post(`/api/links_block/${block}/link`, { title: '\u200b\u200d\u00a0', link: 'https://example.com' });
    expect(blank.body.details).toEqual([expect.objectContaining({ path: 'title', message: 'required field' })]);
    const added = await admin.post(`/api/links_block/${block}/link`, { title: 'Handbook', link: '/articles' });
    expect(added.status).toBe(200);
    const id = added.body.result.links[0]._id;
    const renamed = await admin.put(`/api/links_block/${block}/link`, { _id: id, title: 'Our handbook' });
    expect(renamed.body.result.links).toEqual([{ _id: id, title: 'Our handbook', link: '/articles' }]);
    const moved = await admin.put(`/api/links_block/${block}/link`, { _id: id, link: 'https://example.com/handbook' });
    expect(moved.body.result.links).toEqual([{ _id: id, title: 'Our handbook', link: 'https://example.com/handbook' }]);
    expect((await admin.put(`/api/links_block/${block}/link`, { _id: id, link: 'javascript:alert(1)' })).status).toBe(400);
  });
});
