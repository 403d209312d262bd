import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@atrium/sdk/shared';
import { expectCutOff, heard, joinRoom, openTab, type Tab, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { deskRoom, LIVE } from '../shared/events.js';
import type { DeskView } from '../shared/types.js';
import { makeDesk, trackerApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let owner: TestUser;
const open: Tab[] = [];
const events = Object.values(LIVE);

const tabOf = async (user: TestUser) => {
  const tab = await openTab(t.url, user, acme);
  open.push(tab);
  return tab;
};

/** A tab of the user watching the desk (the desk page joins its room). */
async function watching(user: TestUser, desk: DeskView) {
  const tab = await tabOf(user);
  expect(await joinRoom(tab, deskRoom(desk._id))).toEqual({ result: null });
  return tab;
}

/** A desk of the owner's with a member about to lose access, who watches it in two tabs. */
async function scene() {
  const member = await acme.user({ rights: ['task_tracker', 'wall'] });
  const desk = await makeDesk(owner, { members: [member] });
  const witness = await watching(owner, desk);
  const tabs = [await watching(member, desk), await watching(member, desk)];
  // A task added: its name and priority reach the room.
  const emit = async () =>
    expect((await owner.api.put(`/api/task_tracker/${desk._id}/${desk.lanes[0]!._id}/add_task`, { name: 'Secret plan' })).status).toBe(200);
  return { member, desk, witness, tabs, emit };
}

beforeAll(async () => {
  ({ t, acme } = await trackerApp());
  owner = await acme.user({ rights: ['task_tracker', 'desk_add', 'wall'] });
});
afterAll(async () => {
  for (const tab of open) tab.close();
  await t?.close();
});

describe('the desk room follows access', () => {
  it('admits to the room only whoever may see the desk: a colleague off it, or a member of it made hidden, is refused', async () => {
    const { member, desk, witness, emit } = await scene();
    const outsider = await tabOf(await acme.user({ rights: ['task_tracker', 'wall'] }));
    expect(await joinRoom(outsider, deskRoom(desk._id))).toEqual({ error: errors.forbidden().toBody() });
    const heardTasks = [heard(outsider, LIVE.task), heard(witness, LIVE.task)];
    await emit();
    await expect.poll(() => heardTasks[1]!.length).toBe(1);
    expect(heardTasks[0]).toEqual([]);
    expect((await owner.api.put(`/api/task_tracker/${desk._id}`, { status: 'hidden' })).status).toBe(200);
    expect(await joinRoom(await tabOf(member), deskRoom(desk._id))).toEqual({ error: errors.forbidden().toBody() });
  });

  it('a member removed from the desk hears nothing more of it', async () => {
    const { desk, witness, tabs, emit } = await scene();
    const remove = async () => expect((await owner.api.put(`/api/task_tracker/${desk._id}`, { members: [] })).status).toBe(200);
    await expectCutOff({ tabs, witness, events, emit, remove });
  });

  it("a member of a desk made hidden hears nothing more; the desk's admin still does", async () => {
    const admin = await acme.user({ rights: ['task_tracker', 'wall'] });
    const { member, desk, tabs, emit } = await scene();
    expect((await owner.api.put(`/api/task_tracker/${desk._id}`, { admins: [admin.id] })).status).toBe(200);
    const witness = await watching(admin, desk);
    const remove = async () => expect((await owner.api.put(`/api/task_tracker/${desk._id}`, { status: 'hidden' })).status).toBe(200);
    await expectCutOff({ tabs, witness, events, emit, remove });
    expect((await member.api.get(`/api/task_tracker/${desk._id}`)).status).toBe(403);
  });

  it('an employee whose task_tracker right is taken hears nothing more', async () => {
    const { member, witness, tabs, emit } = await scene();
    const remove = async () =>
      expect((await acme.admin.api.put(`/api/user/${member.id}/rights/task_tracker`, { active: false })).status).toBe(200);
    await expectCutOff({ tabs, witness, events, emit, remove });
  });

  it('a blocked employee, and one who signs out, hear nothing more', async () => {
    const blocked = await scene();
    await expectCutOff({
      ...blocked,
      events,
      remove: async () => expect((await acme.admin.api.put(`/api/user/${blocked.member.id}/block`, { blocked: true })).status).toBe(200),
    });
    const gone = await scene();
    const member = await t.signIn(gone.member.login, gone.member.password, acme.workspace);
    await expectCutOff({
      ...gone,
      events,
      remove: async () => {
        // Signing out of one session closes its tabs; another session of the same person is another tab.
        expect((await gone.member.api.post('/api/logout', {})).status).toBe(200);
        expect((await member.api.get(`/api/task_tracker/${gone.desk._id}`)).status).toBe(200);
      },
    });
  });

  it('no tab hears the desk once the feature is switched off', async () => {
    const { desk, witness, tabs } = await scene();
    // Nobody may change the desk now, so the room is made to hear through the platform directly.
    const ctx = await t.context(acme, null, { plugin: 'task_tracker' });
    const emit = async () => ctx.realtime.toRoom(deskRoom(desk._id), LIVE.removed, { id: 'task-1' });
    try {
      await expectCutOff({ tabs: [witness, ...tabs], events, emit, remove: () => acme.feature('task_tracker', false) });
    } finally {
      await acme.feature('task_tracker', true);
    }
  });
});
