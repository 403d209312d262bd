import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Group } from '../server/entities/index.js';
import { groupRoutes } from '../shared/routes.js';
import { groupBody, ids, makeGroup, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

describe('creating and changing a group (spec core §5)', () => {
  it('takes a name of 50 characters and a description of 250, refuses 51 and 251 with nothing stored', async () => {
    const ok = await w.owner.api.call(groupRoutes.create, { body: groupBody({ name: 'n'.repeat(50), description: 'd'.repeat(250) }) });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ name: 'n'.repeat(50), type: 'public', owner: w.owner.id, membersCount: 1 });
    expect(ok.body.result.me).toMatchObject({ member: true, admin: true, owner: true });
    const before = (await w.t.rows(w.acme, Group)).length;
    const long = await w.owner.api.post('/api/group', groupBody({ name: 'n'.repeat(51) }));
    expect(long.status).toBe(400);
    expect(long.body.details[0].path).toBe('name');
    expect((await w.owner.api.post('/api/group', groupBody({ description: 'd'.repeat(251) }))).status).toBe(400);
    const empty = await w.owner.api.post('/api/group', { name: ' ', description: '', type: 'secret' });
    expect(empty.status).toBe(400);
    expect(empty.body.details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining(['group name required', 'group description required', 'group type required']),
    );
    expect((await w.t.rows(w.acme, Group)).length).toBe(before);
  });

  it('a name or description of only zero-width characters and Unicode spaces is blank', async () => {
    const before = (await w.t.rows(w.acme, Group)).length;
    const blank = await w.owner.api.post(
      '/api/group',
      groupBody({ name: '\u200b\u200c\u200d\u2060\ufeff', description: '\u3000\u00a0\u2028' }),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.details.map((d: { message: string }) => d.message).sort()).toEqual([
      'group description required',
      'group name required',
    ]);
    expect((await w.t.rows(w.acme, Group)).length).toBe(before);
    const id = await makeGroup(w.owner, { name: '\u200bChess\u200b' });
    expect((await w.owner.api.get(`/api/group/${id}`)).body.result.name).toBe('Chess');
    expect((await w.owner.api.put(`/api/group/${id}`, { name: '\u200b' })).status).toBe(400);
    expect((await w.owner.api.get(`/api/group/${id}`)).body.result.name).toBe('Chess');
  });

  it('is changed by its administrators only; the owner or a company administrator deletes it', async () => {
    const id = await makeGroup(w.owner);
    expect((await w.eva.api.put(`/api/group/${id}`, { name: 'Mine now' })).status).toBe(403);
    const res = await w.owner.api.put(`/api/group/${id}`, { name: 'Renamed', type: 'closed' });
    expect(res.body.result).toMatchObject({ name: 'Renamed', type: 'closed', description: 'Lunch-time chess' });
    expect((await w.owner.api.put(`/api/group/${id}`, { name: 'n'.repeat(51) })).status).toBe(400);
    // A company administrator moderates the groups they find, and no private group they are not in.
    expect((await w.admin.api.put(`/api/group/${id}`, { description: 'Moderated' })).body.result.description).toBe('Moderated');
    const secret = await makeGroup(w.owner, { type: 'private' });
    expect((await w.admin.api.put(`/api/group/${secret}`, { description: 'Moderated' })).status).toBe(404);
    expect((await w.admin.api.delete(`/api/group/${secret}`)).status).toBe(404);
    expect((await w.eva.api.delete(`/api/group/${id}`)).status).toBe(403);
    expect((await w.owner.api.delete(`/api/group/${id}`)).status).toBe(200);
    expect((await w.owner.api.get(`/api/group/${id}`)).status).toBe(404);
  });
});

describe('visibility of the three types in lists and by id (spec core §6)', () => {
  let open: string, closed: string, secret: string;
  beforeAll(async () => {
    open = await makeGroup(w.owner, { name: 'Visible ÄLPHA open', type: 'public' });
    closed = await makeGroup(w.owner, { name: 'Visible älpha closed', type: 'closed' });
    secret = await makeGroup(w.owner, { name: 'Visible Альфа private', type: 'private' });
  });

  it('everyone finds public and closed groups; only members (and the invited or granted) find a private one', async () => {
    const list = async (u: typeof w.eva, search: string) =>
      ids(await u.api.get(`/api/group/byClient/${w.acme.id}?search=${encodeURIComponent(search)}`));
    expect(await list(w.outsider, 'visible')).toEqual(expect.arrayContaining([open, closed]));
    expect(await list(w.outsider, 'visible')).not.toContain(secret);
    expect(await list(w.owner, 'visible')).toContain(secret);
    expect((await w.outsider.api.get(`/api/group/${secret}`)).status).toBe(404);
    expect((await w.outsider.api.get(`/api/group/${closed}`)).status).toBe(200);
    expect((await w.outsider.api.get(`/api/group/does-not-exist`)).status).toBe(404);
    // A company administrator who is no member does not find it either.
    expect((await w.admin.api.get(`/api/group/${secret}`)).status).toBe(404);
    expect(await list(w.admin, 'visible')).not.toContain(secret);
    // Search ignores case in any alphabet.
    expect(await list(w.owner, 'АЛЬФА')).toEqual([secret]);
    expect(await list(w.owner, 'älpha')).toEqual(expect.arrayContaining([open, closed]));
    // An invitation lets the person find it; so does a read grant.
    await w.owner.api.post(`/api/group/${secret}/invitations`, { user: w.eva.id });
    expect((await w.eva.api.get(`/api/group/${secret}`)).body.result.me).toMatchObject({ invited: true, member: false });
    expect(await list(w.eva, 'visible')).toContain(secret);
    await w.owner.api.post(`/api/group/${secret}/grants/user/${w.bob.id}`);
    expect((await w.bob.api.get(`/api/group/${secret}`)).status).toBe(200);
    await w.owner.api.delete(`/api/group/${secret}/grants/user/${w.bob.id}`);
    expect((await w.bob.api.get(`/api/group/${secret}`)).status).toBe(404);
  });

  it("a person's groups show only those the caller finds, paged in the database", async () => {
    const mine = await w.owner.api.get(`/api/group/byUser/${w.owner.id}?search=visible&limit=2`);
    expect(mine.body).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(mine.body.result).toHaveLength(2);
    const seen = ids(await w.outsider.api.get(`/api/group/byUser/${w.owner.id}?search=visible`));
    expect(seen).toEqual(expect.arrayContaining([open, closed]));
    expect(seen).not.toContain(secret);
  });

  it('members of a closed group are shown only to those who may read it', async () => {
    const outside = (await w.outsider.api.get(`/api/group/${closed}`)).body.result;
    expect(outside.members).toEqual([]);
    expect(outside.membersCount).toBe(1);
    const inside = (await w.owner.api.get(`/api/group/${closed}`)).body.result;
    expect(inside.members.map((m: { user: { _id: string } }) => m.user._id)).toEqual([w.owner.id]);
    expect(inside.ownerCard.lastName).toBe('Owner');
  });

  it('can_read_by answers the groups whose posts a person may read: to the person and to administrators', async () => {
    const mine = ids(await w.outsider.api.get(`/api/group/can_read_by/${w.outsider.id}?limit=200`));
    expect(mine).toContain(open);
    expect(mine).not.toContain(closed);
    expect(mine).not.toContain(secret);
    expect((await w.outsider.api.get(`/api/group/can_read_by/${w.owner.id}`)).status).toBe(403);
    expect(ids(await w.admin.api.get(`/api/group/can_read_by/${w.outsider.id}?limit=200`))).toContain(open);
  });
});
