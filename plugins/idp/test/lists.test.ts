import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import plugin from '../server/index.js';
import { IdpReminder } from '../server/entities/index.js';
import { idpRoutes } from '../shared/routes.js';
import { day, planBody } from './fixture.js';

let t: TestApp;
let acme: TestClient;
let boss: TestUser;
let chief: TestUser;
let eva: TestUser;
let tom: TestUser;
let observer: TestUser;
let reader: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ plugins: [plugin] });
  acme = await t.client({ features: [{ feature: 'idp', active: true }] });
  boss = await acme.user();
  chief = await acme.user({ fields: { chiefId: boss.id } });
  eva = await acme.user({ fields: { chiefId: chief.id } });
  tom = await acme.user({ fields: { chiefId: chief.id } });
  observer = await acme.user();
  reader = await acme.user({ roles: ['idp_admin'] });
  const add = async (key: string, by: TestUser, employee: TestUser, over: Record<string, unknown> = {}) => {
    ids[key] = (await by.api.call(idpRoutes.create, { body: planBody(employee.id, over) as never })).body.result._id;
  };
  await add('eva1', chief, eva, { observer: observer.id });
  await add('eva2', eva, eva);
  await add('tom', chief, tom);
  await add('chief', boss, chief, { tasks: [] });
  await boss.api.call(idpRoutes.update, { params: { id: ids.chief! }, body: { status: 'finished' } });
});
afterAll(() => t?.close());

const titles = async (u: TestUser, query: Record<string, unknown>) => {
  const res = await u.api.call(idpRoutes.list, { query: query as never });
  return { ids: res.body.result.map((p) => p._id).sort(), total: res.body.total };
};
const of = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

describe('lists', () => {
  it('answers each view of each caller, paged in the database', async () => {
    expect((await titles(eva, { view: 'mine' })).ids).toEqual(of('eva1', 'eva2'));
    expect((await titles(eva, { view: 'all' })).ids).toEqual(of('eva1', 'eva2'));
    expect((await titles(eva, { view: 'team' })).ids).toEqual([]);
    expect((await titles(observer, { view: 'observed' })).ids).toEqual(of('eva1'));
    expect((await titles(observer, { view: 'all' })).ids).toEqual(of('eva1'));
    expect((await titles(chief, { view: 'team' })).ids).toEqual(of('eva1', 'eva2', 'tom'));
    expect((await titles(chief, { view: 'all' })).ids).toEqual(of('eva1', 'eva2', 'tom', 'chief'));
    expect((await titles(boss, { view: 'team' })).ids).toEqual(of('eva1', 'eva2', 'tom', 'chief'));
    expect((await titles(boss, { view: 'team', status: 'finished' })).ids).toEqual(of('chief'));
    expect((await titles(reader, { view: 'all' })).ids).toEqual(of('eva1', 'eva2', 'tom', 'chief'));
    expect((await titles(tom, { view: 'all' })).ids).toEqual(of('tom'));
    const page = await boss.api.call(idpRoutes.list, { query: { view: 'team', page: 2, limit: 3 } as never });
    expect(page.body).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(page.body.result).toHaveLength(1);
  });

  it("answers an employee's plans: all of them to the employee, chiefs and readers, to others what they created or observe", async () => {
    const list = async (u: TestUser, who: TestUser) =>
      (await u.api.call(idpRoutes.ofEmployee, { params: { id: who.id }, query: {} as never })).body.result.map((p) => p._id).sort();
    for (const u of [eva, chief, boss, reader, acme.admin]) expect(await list(u, eva)).toEqual(of('eva1', 'eva2'));
    expect(await list(observer, eva)).toEqual(of('eva1'));
    expect(await list(tom, eva)).toEqual([]);
  });
});

describe('analytics and the dashboard widget', () => {
  it("counts plans and tasks by status and lists overdue tasks, of the client for readers and of a chief's line", async () => {
    const late = (
      await chief.api.call(idpRoutes.create, {
        body: planBody(tom.id, { title: 'Late', tasks: [{ title: 'Overdue talk', deadline: day(-5) }] }) as never,
      })
    ).body.result;
    const all = (await reader.api.call(idpRoutes.analytics)).body.result;
    expect(all.plans.finished).toBe(1);
    expect(all.tasks.overdue).toBe(1);
    expect(all.overdue).toEqual([
      expect.objectContaining({ _id: late.tasks[0]!._id, title: 'Overdue talk', idpId: late._id, idpTitle: 'Late', deadline: day(-5) }),
    ]);
    expect(all.overdue[0]!.employee._id).toBe(tom.id);
    const team = (await chief.api.call(idpRoutes.team, { params: { id: chief.id } })).body.result;
    // The chief's line: Eva's two plans and Tom's two; the chief's own finished plan is not in it.
    expect(team.plans).toEqual({ active: 4, finished: 0 });
    expect(team.tasks).toEqual({ open: 7, finished: 0, overdue: 1 });
    expect((await boss.api.call(idpRoutes.team, { params: { id: chief.id } })).body.result.plans).toEqual(team.plans);
    expect((await reader.api.call(idpRoutes.team, { params: { id: chief.id } })).body.result.plans).toEqual(team.plans);
    expect((await eva.api.get(`/api/idp/team/${chief.id}`)).status).toBe(403);
    expect((await observer.api.get(`/api/idp/team/${chief.id}`)).status).toBe(403);
    // An employee without a team sees empty analytics.
    expect((await observer.api.call(idpRoutes.analytics)).body.result).toEqual({
      plans: { active: 0, finished: 0 },
      tasks: { open: 0, finished: 0, overdue: 0 },
      overdue: [],
    });
    await chief.api.call(idpRoutes.remove, { params: { id: late._id } });
  });
});

describe('notifications', () => {
  const changed = async (u: TestUser) => (await t.notifications(u)).filter((n) => n.name === 'idp.changed').length;

  it('tells the employee, the observer and the chief of a change, never the one who made it', async () => {
    const before = await Promise.all([eva, observer, chief, boss].map(changed));
    await chief.api.call(idpRoutes.update, { params: { id: ids.eva1! }, body: { description: 'New' } });
    expect(await Promise.all([eva, observer, chief, boss].map(changed))).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);
    await boss.api.call(idpRoutes.update, { params: { id: ids.eva1! }, body: { description: 'Newer' } });
    expect(await Promise.all([eva, observer, chief, boss].map(changed))).toEqual([
      before[0]! + 2,
      before[1]! + 2,
      before[2]! + 1,
      before[3],
    ]);
    // A change that changes nothing tells nobody.
    await boss.api.call(idpRoutes.update, { params: { id: ids.eva1! }, body: { description: 'Newer' } });
    expect(await changed(eva)).toBe(before[0]! + 2);
  });

  it('reminds of open tasks due within three days once per task and day, however often the job runs', async () => {
    const [job] = await t.jobs({ name: 'idp:remind', client: acme });
    expect(job!.repeatInterval).toBe('1 day');
    const plan = (
      await chief.api.call(idpRoutes.create, {
        body: planBody(tom.id, {
          title: 'Due soon',
          tasks: [
            { title: 'Overdue', deadline: day(-1) },
            { title: 'In three days', deadline: day(3) },
            { title: 'In four days', deadline: day(4) },
            { title: 'Done', deadline: day(1) },
          ],
        }) as never,
      })
    ).body.result;
    await chief.api.call(idpRoutes.finishTask, { body: { idp: plan._id, task: plan.tasks[3]!._id } });
    const due = async () => (await t.notifications(tom)).filter((n) => n.name === 'task.due').length;
    const before = await due();
    expect(await t.runJob('idp:remind', { client: acme })).toBe('done');
    expect(await t.runJob('idp:remind', { client: acme })).toBe('done');
    expect(await due()).toBe(before + 2);
    const reminded = (await t.rows(acme, IdpReminder)).map((r) => r.taskId).sort();
    expect(reminded).toEqual([plan.tasks[0]!._id, plan.tasks[1]!._id].sort());
  });
});
