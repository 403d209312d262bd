import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@atrium/sdk/shared';
import { expectCutOff, heard, joinRoom, openTab, type Tab, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import { deskRoom, LIVE } from '../shared/events.js';
import { makeBoard, trackerApp, type Board } from './helpers.js';

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

/** A tab of the user watching the board (the board page joins its room). */
async function watching(user: TestUser, board: Board) {
  const tab = await tabOf(user);
  expect(await joinRoom(tab, deskRoom(board._id))).toEqual({ result: null });
  return tab;
}

/** A board of the owner's with a member about to lose access, who watches it in two tabs. */
async function scene() {
  const member = await acme.user({ rights: ['task_tracker', 'wall'] });
  const board = await makeBoard(owner, { members: [member] });
  const witness = await watching(owner, board);
  const tabs = [await watching(member, board), await watching(member, board)];
  // A card added: its name and priority reach the room.
  const emit = async () =>
    expect((await owner.api.put(`/api/task_tracker/${board._id}/${board.lanes[0]!._id}/add_task`, { name: 'Secret plan' })).status).toBe(
      200,
    );
  return { member, board, witness, tabs, emit };
}

beforeAll(async () => {
  ({ t, acme } = await trackerApp());
  owner = await acme.user({ rights: ['task_tracker', 'desk_add', 'wall'] });
});
afterAll(async () => {
  for (const tab of open) tab.close();
  await t?.close();
});

describe('the board room follows access', () => {
  it('admits to the room only whoever may see the board: a colleague off it, or a member of it made hidden, is refused', async () => {
    const { member, board, witness, emit } = await scene();
    const outsider = await tabOf(await acme.user({ rights: ['task_tracker', 'wall'] }));
    expect(await joinRoom(outsider, deskRoom(board._id))).toEqual({ error: errors.forbidden().toBody() });
    const cards = [heard(outsider, LIVE.task), heard(witness, LIVE.task)];
    await emit();
    await expect.poll(() => cards[1]!.length).toBe(1);
    expect(cards[0]).toEqual([]);
    expect((await owner.api.put(`/api/task_tracker/${board._id}`, { status: 'hidden' })).status).toBe(200);
    expect(await joinRoom(await tabOf(member), deskRoom(board._id))).toEqual({ error: errors.forbidden().toBody() });
  });

  it('a member removed from the board hears nothing more of it', async () => {
    const { board, witness, tabs, emit } = await scene();
    const remove = async () => expect((await owner.api.put(`/api/task_tracker/${board._id}`, { members: [] })).status).toBe(200);
    await expectCutOff({ tabs, witness, events, emit, remove });
  });

  it("a member of a board made hidden hears nothing more; the board's admin still does", async () => {
    const admin = await acme.user({ rights: ['task_tracker', 'wall'] });
    const { member, board, tabs, emit } = await scene();
    expect((await owner.api.put(`/api/task_tracker/${board._id}`, { admins: [admin.id] })).status).toBe(200);
    const witness = await watching(admin, board);
    const remove = async () => expect((await owner.api.put(`/api/task_tracker/${board._id}`, { status: 'hidden' })).status).toBe(200);
    await expectCutOff({ tabs, witness, events, emit, remove });
    expect((await member.api.get(`/api/task_tracker/${board._id}`)).status).toBe(403);
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
        expect((await member.api.get(`/api/task_tracker/${gone.board._id}`)).status).toBe(200);
      },
    });
  });

  it('no tab hears the board once the feature is switched off', async () => {
    const { board, witness, tabs } = await scene();
    // Nobody may change the board now, so the room is made to hear through the platform directly.
    const ctx = await t.context(acme, null, { plugin: 'task_tracker' });
    const emit = async () => ctx.realtime.toRoom(deskRoom(board._id), LIVE.removed, { id: 'card-1' });
    try {
      await expectCutOff({ tabs: [witness, ...tabs], events, emit, remove: () => acme.feature('task_tracker', false) });
    } finally {
      await acme.feature('task_tracker', true);
    }
  });
});
