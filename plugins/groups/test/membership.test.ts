import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMember, GroupRequest } from '../server/entities/index.js';
import { makeGroup, world, type World } from './helpers.js';

let w: World;
beforeAll(async () => {
  w = await world();
});
afterAll(() => w?.t.close());

const told = async (u: World['eva'], name: string) => (await w.t.notifications(u)).filter((n) => n.name === name);

describe('joining (spec core §4)', () => {
  it('anyone joins a public group at once, and leaves it; the owner cannot leave', async () => {
    const id = await makeGroup(w.owner);
    const res = await w.eva.api.post(`/api/group/${id}/join`);
    expect(res.status).toBe(200);
    expect(res.body.result.me).toMatchObject({ member: true, admin: false });
    expect((await w.eva.api.post(`/api/group/${id}/join`)).status).toBe(409);
    expect((await w.eva.api.post(`/api/group/${id}/leave`)).status).toBe(200);
    expect((await w.owner.api.post(`/api/group/${id}/leave`)).status).toBe(409);
  });

  it('a closed group takes a request, which its administrators hear of and approve; the person hears of it', async () => {
    const id = await makeGroup(w.owner, { type: 'closed' });
    const asked = await w.eva.api.post(`/api/group/${id}/join`);
    expect(asked.body.result.me).toMatchObject({ member: false, requested: true });
    expect(await told(w.owner, 'group.request')).toHaveLength(1);
    // Only administrators see and answer requests.
    expect((await w.bob.api.get(`/api/group/${id}`)).body.result.requests_ref).toEqual([]);
    expect((await w.bob.api.post(`/api/group/${id}/requests/${w.eva.id}/approve`)).status).toBe(403);
    const seen = (await w.owner.api.get(`/api/group/${id}`)).body.result;
    expect(seen.requests_ref.map((r: { user_ref: { _id: string } }) => r.user_ref._id)).toEqual([w.eva.id]);
    const approved = await w.owner.api.post(`/api/group/${id}/requests/${w.eva.id}/approve`);
    expect(approved.body.result.membersCount).toBe(2);
    expect(await told(w.eva, 'group.approved')).toHaveLength(1);
    expect(await w.t.rows(w.acme, GroupRequest, { groupId: id })).toHaveLength(0);
    expect((await w.owner.api.post(`/api/group/${id}/requests/${w.eva.id}/approve`)).status).toBe(404);
  });

  it('a rejected request leaves the person outside, told so', async () => {
    const id = await makeGroup(w.owner, { type: 'closed' });
    await w.bob.api.post(`/api/group/${id}/join`);
    const res = await w.owner.api.post(`/api/group/${id}/requests/${w.bob.id}/reject`);
    expect(res.body.result.requests_ref).toEqual([]);
    expect(await told(w.bob, 'group.rejected')).toHaveLength(1);
    expect((await w.bob.api.get(`/api/group/${id}`)).body.result.me).toMatchObject({ member: false, requested: false });
  });

  it('a private group is joined by invitation only: invited, told, accepted or declined', async () => {
    const id = await makeGroup(w.owner, { type: 'private' });
    expect((await w.eva.api.post(`/api/group/${id}/join`)).status).toBe(404);
    expect((await w.eva.api.post(`/api/group/${id}/invitations`, { user: w.bob.id })).status).toBe(404);
    await w.owner.api.post(`/api/group/${id}/invitations`, { user: w.eva.id });
    await w.owner.api.post(`/api/group/${id}/invitations`, { user: w.bob.id });
    expect(await told(w.eva, 'group.invitation')).toHaveLength(1);
    const admins = (await w.owner.api.get(`/api/group/${id}`)).body.result;
    expect(admins.invitations.map((c: { _id: string }) => c._id).sort()).toEqual([w.eva.id, w.bob.id].sort());
    expect((await w.eva.api.post(`/api/group/${id}/invitation/accept`)).body.result.me.member).toBe(true);
    expect((await w.bob.api.post(`/api/group/${id}/invitation/decline`)).status).toBe(200);
    expect((await w.bob.api.get(`/api/group/${id}`)).status).toBe(404);
    expect((await w.bob.api.post(`/api/group/${id}/invitation/accept`)).status).toBe(404);
    expect((await w.owner.api.post(`/api/group/${id}/invitations`, { user: w.eva.id })).status).toBe(409);
  });
});

describe('administrators and owners (spec core §4)', () => {
  it('an administrator is toggled; the owner always stays one; members are removed, the owner is not', async () => {
    const id = await makeGroup(w.owner);
    await w.eva.api.post(`/api/group/${id}/join`);
    const on = await w.owner.api.put(`/api/group/${id}/admins/${w.eva.id}`);
    expect(on.body.result.admins.sort()).toEqual([w.owner.id, w.eva.id].sort());
    // Eva administers now: she may rename the group.
    expect((await w.eva.api.put(`/api/group/${id}`, { name: 'Eva was here' })).status).toBe(200);
    expect((await w.eva.api.put(`/api/group/${id}/admins/${w.owner.id}`)).status).toBe(409);
    const off = await w.owner.api.put(`/api/group/${id}/admins/${w.eva.id}`);
    expect(off.body.result.admins).toEqual([w.owner.id]);
    expect((await w.owner.api.put(`/api/group/${id}/admins/${w.bob.id}`)).status).toBe(400);
    expect((await w.owner.api.delete(`/api/group/${id}/members/${w.eva.id}`)).body.result.membersCount).toBe(1);
    expect((await w.admin.api.delete(`/api/group/${id}/members/${w.owner.id}`)).status).toBe(409);
  });

  it('the owner hands the group to a member, who is told; nobody else may', async () => {
    const id = await makeGroup(w.owner);
    expect((await w.owner.api.put(`/api/group/${id}/owner/${w.bob.id}`)).body.message).toBe('The new owner must be a member of the group');
    await w.bob.api.post(`/api/group/${id}/join`);
    expect((await w.bob.api.put(`/api/group/${id}/owner/${w.bob.id}`)).status).toBe(403);
    const res = await w.owner.api.put(`/api/group/${id}/owner/${w.bob.id}`);
    expect(res.body.result).toMatchObject({ owner: w.bob.id });
    expect(res.body.result.admins).toContain(w.bob.id);
    expect(await told(w.bob, 'group.owner')).toHaveLength(1);
    expect((await w.owner.api.post(`/api/group/${id}/leave`)).status).toBe(200);
  });

  it('replace_owner passes every group of a person to another employee; company administrators only', async () => {
    const leaver = await w.acme.user({ rights: ['wall', 'groups'] });
    const a = await makeGroup(leaver, { type: 'private' });
    const b = await makeGroup(leaver, { type: 'closed' });
    expect((await w.eva.api.post(`/api/group/replace_owner/${leaver.id}/${w.acme.id}`, { owner: w.eva.id })).status).toBe(403);
    const res = await w.admin.api.post(`/api/group/replace_owner/${leaver.id}/${w.acme.id}`, { owner: w.eva.id });
    expect(res.body.result).toEqual({ replaced: 2 });
    for (const id of [a, b]) expect((await w.eva.api.get(`/api/group/${id}`)).body.result.me).toMatchObject({ owner: true, admin: true });
    expect(await w.t.rows(w.acme, GroupMember, { groupId: a, userId: w.eva.id })).toHaveLength(1);
  });
});
