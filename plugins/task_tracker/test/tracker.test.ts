import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { PostComment } from '@atrium/plugin-wall/server/entities/index.js';
import { Task } from '../server/entities/index.js';
import { RULES } from '../shared/constants.js';
import { trackerRoutes } from '../shared/routes.js';
import type { DeskView } from '../shared/types.js';
import { addTask, comment, commentTexts, laneNames, makeDesk, trackerApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A task on the desk's first lane with every field set. */
const fullTask = (desk: DeskView) => ({
  desk: desk._id,
  lane: desk.lanes[0]!._id,
  name: 'Ship it',
  description: 'All of it',
  priority: 'high',
  performer: member.id,
  coPerformers: [admin.id],
  observers: [outsider.id],
  planStart: '2030-01-10',
  planEnd: '2030-01-20',
  hoursPlan: 8,
  hoursFact: 2.5,
  checklist: [{ text: 'Build', done: true }, { text: 'Test' }],
  tags: ['release', 'Urgent'],
  color: '#ffcc00',
  border: '#000000',
});

beforeAll(async () => {
  ({ t, acme } = await trackerApp());
  owner = await acme.user({ rights: ['task_tracker', 'desk_add', 'wall'] });
  admin = await acme.user({ rights: ['task_tracker', 'wall'] });
  member = await acme.user({ rights: ['task_tracker', 'wall'] });
  outsider = await acme.user({ rights: ['task_tracker', 'wall'] });
});
afterAll(() => t?.close());

describe('desks', () => {
  it('needs desk_add to create a desk; the creator owns it and sees its lanes', async () => {
    expect((await member.api.post('/api/task_tracker', { name: 'Mine' })).status).toBe(403);
    const desk = await makeDesk(owner, { members: [member] });
    expect(desk.lanes.map((l) => l.name)).toEqual(['A', 'B', 'C']);
    const list = await member.api.get('/api/task_tracker');
    expect(list.body.result.map((d: { _id: string }) => d._id)).toContain(desk._id);
    const foreign = await outsider.api.get('/api/task_tracker');
    expect(foreign.body.result.map((d: { _id: string }) => d._id)).not.toContain(desk._id);
  });

  it('answers the spec text for a desk without a name and writes nothing', async () => {
    const before = (await owner.api.get('/api/task_tracker')).body.total;
    const res = await owner.api.post('/api/task_tracker', { name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('name required');
    expect((await owner.api.get('/api/task_tracker')).body.total).toBe(before);
  });

  it('takes 30 lanes and refuses 31', async () => {
    const lanes = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `L${i}` }));
    expect((await owner.api.post('/api/task_tracker', { name: 'Wide', lanes: lanes(30) })).status).toBe(200);
    const res = await owner.api.post('/api/task_tracker', { name: 'Too wide', lanes: lanes(31) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 30 lanes');
  });

  it('lets the owner and admins manage; members view and comment; others see nothing', async () => {
    const desk = await makeDesk(owner, { admins: [admin], members: [member] });
    const id = await addTask(admin, desk, 0, 'By the admin');
    expect((await member.api.put(`/api/task_tracker/${desk._id}/${desk.lanes[0]!._id}/add_task`, { name: 'x' })).status).toBe(403);
    expect((await member.api.put(`/api/task_tracker/${desk._id}/move_task`, { task: id, lane: desk.lanes[1]!._id })).status).toBe(403);
    expect((await member.api.delete(`/api/task/${id}`)).status).toBe(403);
    expect((await member.api.get(`/api/task/${id}`)).body.result.manage).toBe(false);
    expect((await comment(member, id, 'Looks good')).status).toBe(200);
    expect((await outsider.api.get(`/api/task_tracker/${desk._id}`)).status).toBe(403);
    expect((await outsider.api.get(`/api/task/${id}`)).status).toBe(403);
    // The wall asks the tracker: a task on a desk one does not see is not found.
    expect((await comment(outsider, id, 'Hi')).status).toBe(404);
    expect((await outsider.api.get(`/api/comment?parent_type=task&parent_id=${id}`)).status).toBe(404);
    expect(await laneNames(member, desk)).toEqual([['By the admin'], [], []]);
    // The desk names its people for the screens with their employee cards (one look-up), so pickers need no other.
    const people = (await member.api.call(trackerRoutes.desk, { params: { id: desk._id } })).body.result.people;
    expect(people.map((p) => p._id).sort()).toEqual([owner.id, admin.id, member.id].sort());
    expect(Object.keys(people[0]!).sort()).toEqual([
      '_id',
      'avatar',
      'deleted',
      'departmentId',
      'firstName',
      'fullName',
      'lastName',
      'middleName',
      'position',
    ]);
  });

  it('hides a hidden desk from its members but not from its admins', async () => {
    const desk = await makeDesk(owner, { admins: [admin], members: [member] });
    const lanes = desk.lanes.map((l) => ({ _id: l._id, name: l.name }));
    const body = { name: 'Secret', status: 'hidden', admins: [admin.id], members: [member.id], lanes };
    expect((await owner.api.put(`/api/task_tracker/${desk._id}`, body)).status).toBe(200);
    expect((await member.api.get(`/api/task_tracker/${desk._id}`)).status).toBe(403);
    expect((await admin.api.get(`/api/task_tracker/${desk._id}`)).status).toBe(200);
  });

  it('finishing a desk finishes its tasks and blocks changes; restoring brings back exactly those tasks', async () => {
    const desk = await makeDesk(owner);
    const open = await addTask(owner, desk, 0, 'Open');
    const closed = await addTask(owner, desk, 0, 'Already closed');
    const full = (await owner.api.get(`/api/task/${closed}`)).body.result;
    await owner.api.put(`/api/task/${closed}`, { desk: desk._id, lane: full.laneId, name: full.name, status: 'closed' });
    const fin = await owner.api.put(`/api/task_tracker/${desk._id}/finish`, {});
    expect(fin.body.result).toMatchObject({ finished: true, status: 'closed' });
    expect((await owner.api.get(`/api/task/${open}`)).body.result.status).toBe('closed');
    const blocked = await owner.api.put(`/api/task_tracker/${desk._id}/${desk.lanes[0]!._id}/add_task`, { name: 'Late' });
    expect(blocked.status).toBe(400);
    expect(blocked.body.message).toContain('the board is finished');
    const finishedList = await owner.api.get('/api/task_tracker?finished=1');
    expect(finishedList.body.result.map((d: { _id: string }) => d._id)).toContain(desk._id);
    const back = await owner.api.put(`/api/task_tracker/${desk._id}/finish`, { finished: false });
    expect(back.body.result).toMatchObject({ finished: false, status: 'active' });
    expect((await owner.api.get(`/api/task/${open}`)).body.result.status).toBe('active');
    expect((await owner.api.get(`/api/task/${closed}`)).body.result.status).toBe('closed');
  });

  it('deleting a lane deletes its tasks and their comments', async () => {
    const desk = await makeDesk(owner, { members: [member] });
    const id = await addTask(owner, desk, 1, 'Doomed');
    expect((await comment(member, id, 'bye')).status).toBe(200);
    expect((await member.api.delete(`/api/task_tracker/${desk._id}/lane/${desk.lanes[1]!._id}`)).status).toBe(403);
    expect((await owner.api.delete(`/api/task_tracker/${desk._id}/lane/${desk.lanes[1]!._id}`)).status).toBe(200);
    const after = (await owner.api.get(`/api/task_tracker/${desk._id}`)).body.result;
    expect(after.desk.lanes.map((l: { name: string }) => l.name)).toEqual(['A', 'C']);
    expect(await t.rows(acme, Task, { id })).toEqual([]);
    // The wall deletes the comments of deleted tasks (comment_parents.removed).
    expect(await t.rows(acme, PostComment, { parentId: id })).toEqual([]);
  });
});

describe('tasks', () => {
  it('stores every field of a task', async () => {
    const desk = await makeDesk(owner, { members: [member] });
    const res = await owner.api.post('/api/task', fullTask(desk));
    expect(res.status).toBe(200);
    const id = res.body.result._id;
    const got = (await member.api.get(`/api/task/${id}`)).body.result;
    expect(got).toMatchObject({
      name: 'Ship it',
      priority: 'high',
      performerId: member.id,
      ownerId: owner.id,
      coPerformers: [admin.id],
      observers: [outsider.id],
      hoursPlan: 8,
      hoursFact: 2.5,
      checklistDone: 1,
      checklistTotal: 2,
      color: '#ffcc00',
      border: '#000000',
    });
    expect(got.tags.map((x: { name: string }) => x.name)).toEqual(['release', 'Urgent']);
    expect(got.createdAt).toBeTruthy();
  });

  it("comments are the wall's with parent type task: newest first in pages, deleted by authors and managers and with their task", async () => {
    const desk = await makeDesk(owner, { members: [member, admin] });
    const id = await addTask(owner, desk, 0, 'Discuss');
    for (const text of ['first', 'second', 'third']) expect((await comment(member, id, text)).status).toBe(200);
    expect(await commentTexts(owner, id)).toEqual(['third', 'second', 'first']);
    expect(await commentTexts(owner, id, '&limit=2&page=2')).toEqual(['first']);
    const listed = (await owner.api.get(`/api/comment?parent_type=task&parent_id=${id}`)).body.result;
    // The owner (a manager) deletes a member's comment; another member may not.
    expect((await admin.api.delete(`/api/comment/${listed[0]._id}?parent_type=task`)).status).toBe(403);
    expect((await owner.api.delete(`/api/comment/${listed[0]._id}?parent_type=task`)).status).toBe(200);
    expect((await member.api.delete(`/api/comment/${listed[1]._id}?parent_type=task`)).status).toBe(200);
    expect(await commentTexts(member, id)).toEqual(['first']);
    // Deleting the task deletes its comments on the wall.
    expect((await owner.api.delete(`/api/task/${id}`)).status).toBe(200);
    expect(t.events('comment_parents.removed').at(-1)?.payload).toEqual({ type: 'task', ids: [id] });
    expect(await t.rows(acme, PostComment, { parentId: id })).toEqual([]);
  });

  it('attaches uploaded files to a task, lets members read them, and lets go of a file the task drops', async () => {
    const desk = await makeDesk(owner, { members: [member] });
    const upload = async (u: TestUser) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)]), 'plan.png');
      return (await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form })).body.results[0].file._id as string;
    };
    const mine = await upload(owner);
    const theirs = await upload(outsider);
    const base = { desk: desk._id, lane: desk.lanes[0]!._id, name: 'With files' };
    // Someone else's upload cannot be attached.
    expect((await owner.api.post('/api/task', { ...base, attachments: [theirs] })).status).toBe(403);
    const made = (await owner.api.post('/api/task', { ...base, attachments: [mine] })).body.result;
    expect(made.attachments).toEqual([expect.objectContaining({ _id: mine, name: 'plan.png', mime: 'image/png' })]);
    expect((await member.api.get(made.attachments[0].url)).status).toBe(200);
    expect((await outsider.api.get(made.attachments[0].url)).status).toBe(403);
    await owner.api.put(`/api/task/${made._id}`, { ...base, attachments: [] });
    expect((await owner.api.get(`/api/task/${made._id}`)).body.result.attachments).toEqual([]);
    expect((await owner.api.get(made.attachments[0].url)).status).toBe(404);
  });

  it('refuses a plan end before its start, and a lane of another desk', async () => {
    const desk = await makeDesk(owner);
    const other = await makeDesk(owner);
    const bad = await owner.api.post('/api/task', {
      desk: desk._id,
      lane: desk.lanes[0]!._id,
      name: 'x',
      planStart: '2030-02-02',
      planEnd: '2030-02-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('the plan end is before its start');
    const wrong = await owner.api.post('/api/task', { desk: desk._id, lane: other.lanes[0]!._id, name: 'x' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('the lane does not belong to this board');
    expect((await owner.api.get(`/api/task_tracker/${desk._id}`)).body.result.tasks).toEqual([]);
  });

  it('takes 20 tags on a task and refuses 21', async () => {
    const desk = await makeDesk(owner);
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`);
    const base = { desk: desk._id, lane: desk.lanes[0]!._id, name: 'Tagged' };
    expect((await owner.api.post('/api/task', { ...base, tags: tags(20) })).body.result.tags).toHaveLength(20);
    const res = await owner.api.post('/api/task', { ...base, tags: tags(21) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 20 tags');
  });

  it('filters the table by tag, performer and priority, sorts it, and lists my tasks across desks', async () => {
    const member = await acme.user({ rights: ['task_tracker'] });
    const one = await makeDesk(owner, { members: [member] });
    const two = await makeDesk(owner, { members: [member] });
    const mk = (b: typeof one, name: string, extra: Record<string, unknown>) =>
      owner.api.post('/api/task', { desk: b._id, lane: b.lanes[0]!._id, name, ...extra });
    await mk(one, 'Alpha', { priority: 'low', tags: ['filterme'], performer: member.id });
    await mk(one, 'Beta', { priority: 'critical' });
    await mk(two, 'Gamma', { coPerformers: [member.id] });
    const tag = (await owner.api.get(`/api/tag/${acme.id}/task_tracker?tmpl=filterm`)).body.result[0];
    expect(tag.name).toBe('filterme');
    const byTag = await owner.api.get(`/api/task?desk=${one._id}&tag=${tag._id}`);
    expect(byTag.body.result.map((x: { name: string }) => x.name)).toEqual(['Alpha']);
    const byPriority = await owner.api.get(`/api/task?desk=${one._id}&sort=priority&order=desc`);
    expect(byPriority.body.result.map((x: { name: string }) => x.name)).toEqual(['Beta', 'Alpha']);
    const mine = await member.api.get('/api/task?view=mine');
    expect(mine.body.result.map((x: { name: string }) => x.name).sort()).toEqual(['Alpha', 'Gamma']);
    const paged = await owner.api.get(`/api/task?desk=${one._id}&limit=1&sort=name&order=asc`);
    expect(paged.body).toMatchObject({ total: 2, limit: 1 });
    expect(paged.body.result.map((x: { name: string }) => x.name)).toEqual(['Alpha']);
  });

  it("lists a chief's team's overdue tasks", async () => {
    const chief = await acme.user({ rights: ['task_tracker', 'desk_add'] });
    const report = await acme.user({ rights: ['task_tracker'] });
    await acme.admin.api.put(`/api/user/${report.id}`, { chiefId: chief.id });
    const desk = await makeDesk(owner);
    const mk = (name: string, planEnd: string) =>
      owner.api.post('/api/task', { desk: desk._id, lane: desk.lanes[0]!._id, name, performer: report.id, planEnd });
    await mk('Late', '2020-01-01');
    await mk('On time', '2099-01-01');
    const res = await chief.api.get('/api/task?view=team_overdue');
    expect(res.body.result.map((x: { name: string }) => x.name)).toEqual(['Late']);
    expect((await outsider.api.get('/api/task?view=team_overdue')).body.result).toEqual([]);
    // Another chief's team: client admins only (they may open anyone's chief's dashboard).
    expect((await outsider.api.get(`/api/task?view=team_overdue&chief=${chief.id}`)).status).toBe(403);
    const seen = await acme.admin.api.get(`/api/task?view=team_overdue&chief=${chief.id}`);
    expect(seen.body.result.map((x: { name: string }) => x.name)).toEqual(['Late']);
  });

  it("leaves a hidden desk's tasks out of the overdue widget of a chief who does not manage it", async () => {
    const chief = await acme.user({ rights: ['task_tracker'] });
    const report = await acme.user({ rights: ['task_tracker'] });
    await acme.admin.api.put(`/api/user/${report.id}`, { chiefId: chief.id });
    const open = await makeDesk(owner, { members: [report] });
    const hidden = await makeDesk(owner, { members: [report, chief] }, { status: 'hidden' });
    const managed = await makeDesk(owner, { admins: [chief] }, { status: 'hidden' });
    for (const [desk, name] of [
      [open, 'Open late'],
      [hidden, 'Hidden late'],
      [managed, 'Managed late'],
    ] as const) {
      const body = { desk: desk._id, lane: desk.lanes[0]!._id, name, performer: report.id, planEnd: '2020-01-01' };
      expect((await owner.api.post('/api/task', body)).status).toBe(200);
    }
    // A member of a hidden desk cannot open it, and neither does the widget show it; its admin can.
    expect((await chief.api.get(`/api/task_tracker/${hidden._id}`)).status).toBe(403);
    const names = (await chief.api.get('/api/task?view=team_overdue')).body.result.map((x: { name: string }) => x.name);
    expect(names.sort()).toEqual(['Managed late', 'Open late']);
  });
});

describe('validation and partial updates', () => {
  it('refuses plan dates that do not exist, on create and on change, and writes nothing', async () => {
    const desk = await makeDesk(owner);
    const base = { desk: desk._id, lane: desk.lanes[0]!._id, name: 'Dated' };
    for (const dates of [{ planStart: '2025-02-31' }, { planEnd: '2026-02-30' }, { planStart: '2026-13-01' }]) {
      const res = await owner.api.post('/api/task', { ...base, ...dates });
      expect(res.status).toBe(400);
      expect(res.body.details[0].message).toBe(RULES.date.text);
    }
    expect(await t.rows(acme, Task, { deskId: desk._id })).toEqual([]);
    const id = await addTask(owner, desk, 0, 'Dated');
    expect((await owner.api.put(`/api/task/${id}`, { planEnd: '2026-02-30' })).status).toBe(400);
    // The last day of a month is a day.
    expect((await owner.api.put(`/api/task/${id}`, { planStart: '2028-02-29', planEnd: '2028-02-29' })).status).toBe(200);
    expect((await t.rows(acme, Task, { id }))[0]).toMatchObject({ planStart: '2028-02-29', planEnd: '2028-02-29' });
  });

  it('refuses desk, lane and task names of only spaces and zero-width characters', async () => {
    const blank = '\u200b\u2060 \u00a0\u200d';
    const desk = await makeDesk(owner);
    for (const res of [
      await owner.api.post('/api/task_tracker', { name: blank }),
      await owner.api.post('/api/task_tracker', { name: 'Ok', lanes: [{ name: blank }] }),
      await owner.api.put(`/api/task_tracker/${desk._id}`, { name: blank }),
      await owner.api.put(`/api/task_tracker/${desk._id}/${desk.lanes[0]!._id}/add_task`, { name: blank }),
      await owner.api.post('/api/task', { desk: desk._id, lane: desk.lanes[0]!._id, name: blank }),
    ])
      expect(res.status).toBe(400);
    expect((await owner.api.get(`/api/task_tracker/${desk._id}`)).body.result).toMatchObject({ desk: { name: 'Sprint' }, tasks: [] });
  });

  it('a PUT of a desk changes only the fields it sends', async () => {
    const desk = await makeDesk(owner, { admins: [admin], members: [member] });
    const full = { description: 'Q3 work', status: 'open', background: '#2f9e44' };
    expect((await owner.api.put(`/api/task_tracker/${desk._id}`, full)).status).toBe(200);
    const renamed = (await owner.api.put(`/api/task_tracker/${desk._id}`, { name: 'Renamed' })).body.result;
    expect(renamed).toMatchObject({ name: 'Renamed', ...full, admins: [admin.id], members: [member.id] });
    expect(renamed.lanes.map((l: { name: string }) => l.name)).toEqual(['A', 'B', 'C']);
    // One list of people sent: the other stays.
    expect((await owner.api.put(`/api/task_tracker/${desk._id}`, { members: [] })).body.result).toMatchObject({
      admins: [admin.id],
      members: [],
    });
  });

  it('a PUT of a task changes only the fields it sends, and checks the plan dates the task will have', async () => {
    const desk = await makeDesk(owner, { members: [member] });
    const id = (await owner.api.post('/api/task', fullTask(desk))).body.result._id;
    const before = (await owner.api.get(`/api/task/${id}`)).body.result;
    const after = (await owner.api.put(`/api/task/${id}`, { priority: 'critical' })).body.result;
    const { priority: _p, updatedAt: _u, ...kept } = before;
    expect(after).toMatchObject({ ...kept, priority: 'critical' });
    const late = await owner.api.put(`/api/task/${id}`, { planEnd: '2030-01-01' });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(RULES.planDates.text);
    expect((await t.rows(acme, Task, { id }))[0]!.planEnd).toBe('2030-01-20');
  });
});

describe('moving tasks', () => {
  it('puts a task after another, at the top, or into another lane', async () => {
    const desk = await makeDesk(owner);
    const [a, b, c] = [await addTask(owner, desk, 0, 'a'), await addTask(owner, desk, 0, 'b'), await addTask(owner, desk, 0, 'c')];
    const move = (task: string, lane: number, after: string | null) =>
      owner.api.put(`/api/task_tracker/${desk._id}/move_task`, { task, lane: desk.lanes[lane]!._id, after });
    expect((await move(c, 0, null)).status).toBe(200);
    expect(await laneNames(owner, desk)).toEqual([['c', 'a', 'b'], [], []]);
    await move(c, 0, a);
    expect(await laneNames(owner, desk)).toEqual([['a', 'c', 'b'], [], []]);
    await move(a, 1, null);
    await move(b, 1, a);
    expect(await laneNames(owner, desk)).toEqual([['c'], ['a', 'b'], []]);
    const bad = await move(c, 2, b);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('the card to put it after is not in that lane');
  });

  it('never loses or doubles a task when many moves run at once', async () => {
    const desk = await makeDesk(owner, { admins: [admin] });
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await addTask(owner, desk, 0, `task${i}`));
    // Everyone drags at once: each task to a random lane, after a random task that was there a moment ago.
    const moves = ids.map((id, i) => {
      const who = i % 2 ? owner : admin;
      const lane = i % 3;
      const after = lane === 0 ? ids[(i + 5) % ids.length]! : null;
      return who.api.put(`/api/task_tracker/${desk._id}/move_task`, {
        task: id,
        lane: desk.lanes[lane]!._id,
        after: after === id ? null : after,
      });
    });
    const answers = await Promise.all(moves);
    for (const a of answers) expect([200, 400]).toContain(a.status);
    const lanes = await laneNames(owner, desk);
    const all = lanes.flat().sort();
    expect(all).toEqual(ids.map((_, i) => `task${i}`).sort());
    // Each further move still lands exactly where it is asked to.
    const first = lanes[1]![0];
    const target = (await owner.api.get(`/api/task_tracker/${desk._id}`)).body.result.tasks.find((x: { name: string }) => x.name === first);
    const mover = ids[0] === target._id ? ids[1]! : ids[0]!;
    await owner.api.put(`/api/task_tracker/${desk._id}/move_task`, { task: mover, lane: desk.lanes[1]!._id, after: target._id });
    const again = await laneNames(owner, desk);
    expect(again[1]![again[1]!.indexOf(first!) + 1]).toBe((await owner.api.get(`/api/task/${mover}`)).body.result.name);
    expect(again.flat()).toHaveLength(12);
  });

  it('tasks added to a lane at once, and tasks dropped into one gap at once, each take a place of their own', async () => {
    const desk = await makeDesk(owner, { admins: [admin] });
    const added = await Promise.all(Array.from({ length: 6 }, (_, i) => addTask(i % 2 ? owner : admin, desk, 1, `new${i}`)));
    const anchor = await addTask(owner, desk, 0, 'anchor');
    await addTask(owner, desk, 0, 'last');
    const moves = await Promise.all(
      added.map((task, i) =>
        (i % 2 ? owner : admin).api.put(`/api/task_tracker/${desk._id}/move_task`, { task, lane: desk.lanes[0]!._id, after: anchor }),
      ),
    );
    expect(moves.map((m) => m.status)).toEqual(added.map(() => 200));
    const tasks = (await owner.api.call(trackerRoutes.desk, { params: { id: desk._id } })).body.result.tasks;
    // No two tasks share a key, so a later drop "after" any of them lands right after it.
    expect(new Set(tasks.map((t) => t.sortKey)).size).toBe(8);
    const [lane] = await laneNames(owner, desk);
    expect([lane![0], lane![7]]).toEqual(['anchor', 'last']);
  });
});

describe('isolation', () => {
  it("answers 404 for another client's desk and task, 403 without the feature or right", async () => {
    const desk = await makeDesk(owner);
    const id = await addTask(owner, desk, 0, 'Ours');
    const other = await t.client({ features: [{ feature: 'task_tracker', active: true }] });
    expect((await other.admin.api.get(`/api/task_tracker/${desk._id}`)).status).toBe(404);
    expect((await other.admin.api.get(`/api/task/${id}`)).status).toBe(404);
    expect((await other.admin.api.put(`/api/task_tracker/${desk._id}/move_task`, { task: id, lane: desk.lanes[1]!._id })).status).toBe(404);
    expect((await other.admin.api.delete(`/api/task/${id}`)).status).toBe(404);
    expect(await t.rows(acme, Task, { id })).toHaveLength(1);
    const off = await t.client({ features: [{ feature: 'task_tracker', active: false }] });
    expect((await off.admin.api.get('/api/task_tracker')).status).toBe(403);
    expect((await (await acme.user({ rights: [] })).api.get('/api/task_tracker')).status).toBe(403);
  });
});
