import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Group } from '../server/entities/index.js';
import { GIF, makeGroup, png, upload, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

describe('the cover (spec core §9): PNG or JPG, 3420 px wide, at least 250 px high', () => {
  it('takes 3420×250, refuses 3420×249, 3419 and 3421 wide, and a GIF, with nothing stored', async () => {
    const id = await makeGroup(w.owner);
    const fits = await upload(w.owner, png(3420, 250), 'cover.png');
    const res = await w.owner.api.put(`/api/group/${id}`, { cover: fits });
    expect(res.status).toBe(200);
    expect(res.body.result.cover).toMatch(/^\/api\/files\//);
    for (const [bytes, name] of [
      [png(3420, 249), 'low.png'],
      [png(3419, 300), 'narrow.png'],
      [png(3421, 300), 'wide.png'],
      [GIF, 'cover.gif'],
    ] as const) {
      const wrong = await w.owner.api.put(`/api/group/${id}`, { cover: await upload(w.owner, bytes, name), name: 'Not stored' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Wrong image size');
    }
    const [row] = await w.t.rows(w.acme, Group, { id });
    expect(row).toMatchObject({ name: 'Chess club', coverId: res.body.result.cover.split('/').pop() });
    // Creating with a wrong cover stores no group.
    const before = (await w.t.rows(w.acme, Group)).length;
    const created = await w.owner.api.post('/api/group', {
      name: 'C',
      description: 'D',
      type: 'public',
      cover: await upload(w.owner, png(100, 300), 'x.png'),
    });
    expect(created.status).toBe(400);
    expect((await w.t.rows(w.acme, Group)).length).toBe(before);
  });

  it("a colleague's upload cannot become the cover", async () => {
    const id = await makeGroup(w.owner);
    expect((await w.owner.api.put(`/api/group/${id}`, { cover: await upload(w.eva, png(3420, 300), 'c.png') })).status).toBe(403);
  });
});

describe('projects', () => {
  it('are created with participants, the creator sorted first, and seen by participants only', async () => {
    const res = await w.eva.api.post('/api/project', { name: 'Office move', participants: [w.bob.id, w.owner.id] });
    expect(res.status).toBe(200);
    const project = res.body.result;
    expect(project.participants.map((p: { _id: string }) => p._id)).toEqual([w.eva.id, w.bob.id, w.owner.id]);
    expect((await w.bob.api.get(`/api/project/${project._id}`)).status).toBe(200);
    expect((await w.outsider.api.get(`/api/project/${project._id}`)).status).toBe(404);
    expect((await w.bob.api.get('/api/project')).body.result.map((p: { _id: string }) => p._id)).toContain(project._id);
    expect((await w.outsider.api.get('/api/project')).body.total).toBe(0);
  });

  it('are changed by their creator: name limits, participants, deletion', async () => {
    const id = (await w.eva.api.post('/api/project', { name: 'p'.repeat(50) })).body.result._id;
    expect((await w.eva.api.post('/api/project', { name: 'p'.repeat(51) })).status).toBe(400);
    expect((await w.eva.api.post('/api/project', { name: '' })).body.details[0].message).toBe('project name required');
    const added = await w.eva.api.post('/api/projectParticipant', { project: id, user: w.outsider.id });
    expect(added.body.result.participants.map((p: { _id: string }) => p._id)).toEqual([w.eva.id, w.outsider.id]);
    expect((await w.outsider.api.put(`/api/project/${id}`, { name: 'Taken' })).status).toBe(403);
    expect((await w.outsider.api.post('/api/projectParticipant', { project: id, user: w.bob.id })).status).toBe(403);
    const renamed = await w.eva.api.put(`/api/project/${id}`, { name: 'Renamed', participants: [w.bob.id] });
    expect(renamed.body.result).toMatchObject({ name: 'Renamed' });
    expect(renamed.body.result.participants.map((p: { _id: string }) => p._id)).toEqual([w.eva.id, w.bob.id]);
    expect((await w.eva.api.delete(`/api/project/${id}`)).status).toBe(200);
    expect((await w.eva.api.get(`/api/project/${id}`)).status).toBe(404);
  });

  it('a PUT changes the fields sent and keeps the description and the participants left out', async () => {
    const body = { name: 'Kick-off', description: 'Plan the launch', participants: [w.bob.id] };
    const id = (await w.eva.api.post('/api/project', body)).body.result._id;
    const renamed = await w.eva.api.put(`/api/project/${id}`, { name: 'Launch' });
    expect(renamed.status).toBe(200);
    const kept = (await w.bob.api.get(`/api/project/${id}`)).body.result;
    expect(kept).toMatchObject({ name: 'Launch', description: 'Plan the launch' });
    expect(kept.participants.map((p: { _id: string }) => p._id)).toEqual([w.eva.id, w.bob.id]);
    expect((await w.eva.api.put(`/api/project/${id}`, { description: '' })).body.result).toMatchObject({ name: 'Launch', description: '' });
    const blank = await w.eva.api.put(`/api/project/${id}`, { name: '\u200b\u200c' });
    expect(blank.status).toBe(400);
    expect(blank.body.details[0].message).toBe('project name required');
    expect((await w.eva.api.put(`/api/project/${id}`, { name: 'Launch', unknown: 1 })).status).toBe(400);
  });
});
