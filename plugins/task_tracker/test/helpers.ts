import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '@atrium/plugin-wall/server/index.js';
import tracker from '../server/index.js';
import { trackerRoutes } from '../shared/routes.js';
import type { DeskView } from '../shared/types.js';

/** A test app with the tracker and the wall (which stores the comments of tasks), and a client with both on. */
export async function trackerApp(): Promise<{ t: TestApp; acme: TestClient }> {
  const t = await startTestApp({ plugins: [tracker, wall] });
  const acme = await t.client({
    features: [
      { feature: 'task_tracker', active: true },
      { feature: 'wall', active: true },
    ],
  });
  return { t, acme };
}

/** A desk made by `owner` with lanes A, B, C and the given admins and members (and other `fields`: a status). */
export async function makeDesk(
  owner: TestUser,
  people: { admins?: TestUser[]; members?: TestUser[] } = {},
  fields: Record<string, unknown> = {},
): Promise<DeskView> {
  const res = await owner.api.call(trackerRoutes.createDesk, {
    body: {
      ...fields,
      name: 'Sprint',
      admins: (people.admins ?? []).map((u) => u.id),
      members: (people.members ?? []).map((u) => u.id),
      lanes: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    },
  });
  if (res.status !== 200) throw new Error(`desk: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result;
}

/** Adds a task by name at the lane's end; answers its id. */
export async function addTask(owner: TestUser, desk: DeskView, lane: number, name: string): Promise<string> {
  const res = await owner.api.call(trackerRoutes.addTask, { params: { desk: desk._id, lane: desk.lanes[lane]!._id }, body: { name } });
  if (res.status !== 200) throw new Error(`task: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result._id;
}

/** The task names of each lane, in their order on the desk. */
export async function laneNames(user: TestUser, desk: DeskView): Promise<string[][]> {
  const res = await user.api.call(trackerRoutes.desk, { params: { id: desk._id } });
  const tasks = res.body.result.tasks;
  return desk.lanes.map((l) => tasks.filter((t) => t.laneId === l._id).map((t) => t.name));
}

/** Comments a task on the wall (`POST api/comment`, parent type task). */
export const comment = (user: TestUser, task: string, text: string) =>
  user.api.post('/api/comment', { parent_type: 'task', parent_id: task, text });

/** A task's comment texts, newest first, as the wall lists them. */
export async function commentTexts(user: TestUser, task: string, query = ''): Promise<string[]> {
  const res = await user.api.get(`/api/comment?parent_type=task&parent_id=${task}${query}`);
  if (res.status !== 200) throw new Error(`comments: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.map((c: { text: string }) => c.text);
}
