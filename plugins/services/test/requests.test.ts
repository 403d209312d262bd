import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '@atrium/plugin-wall/server/index.js';
import plugin from '../server/index.js';
import { ServiceReminder, ServiceRequest } from '../server/entities/index.js';
import { servicesRoutes } from '../shared/routes.js';

let t: TestApp;
let acme: TestClient;
let chief: TestUser;
let hr: TestUser;
let eva: TestUser;
let loner: TestUser;
let certificate: string;

beforeAll(async () => {
  // The wall stores the comments of requests.
  t = await startTestApp({ plugins: [plugin, wall] });
  acme = await t.client({
    features: [
      { feature: 'services', active: true },
      { feature: 'wall', active: true },
    ],
  });
  chief = await acme.user();
  const dept = (await acme.admin.api.post('/api/structure', { name: 'Sales', managerId: chief.id })).body.result._id;
  hr = await acme.user();
  eva = await acme.user({ fields: { departmentId: dept } });
  loner = await acme.user();
  const group = (await acme.admin.api.call(servicesRoutes.createGroup, { body: { name: 'HR' } })).body.result._id;
  certificate = (
    await acme.admin.api.call(servicesRoutes.create, {
      body: {
        name: 'Employment certificate',
        description: 'For a bank',
        groupId: group,
        type: 'multi',
        daysLimit: 2,
        receivers: [hr.id],
        steps: [
          { name: 'Chief approves', performers: { kind: 'chief' } },
          { name: 'HR issues', performers: { kind: 'employees', userIds: [hr.id] } },
        ],
      },
    })
  ).body.result._id;
});
afterAll(() => t?.close());

const file = (u: TestUser) => u.api.call(servicesRoutes.send, { body: { service: certificate } });
/** Untyped, for answers that are refusals. */
const fileRaw = (u: TestUser) => u.api.post('/api/user/send_service_req', { service: certificate });
const names = async (u: TestUser) => (await t.notifications(u)).map((n) => n.name);

describe('requests', () => {
  it('passes a request: the direct chief accepts, HR declines with a reason; the initiator hears each decision', async () => {
    const filed = await file(eva);
    expect(filed.status).toBe(200);
    const id = filed.body.result._id;
    expect(filed.body.result).toMatchObject({ current: 0, result: null, mayPass: false });
    expect(filed.body.result.steps.map((s) => s.performerIds)).toEqual([[chief.id], [hr.id]]);
    expect(new Date(filed.body.result.steps[0]!.deadline!).getTime() - Date.now()).toBeGreaterThan(1.9 * 86_400_000);
    expect(await names(hr)).toContain('request.new');
    expect(await names(chief)).toContain('request.step');

    // Only the performer of the waiting step passes it.
    expect((await hr.api.post(`/api/bp/${id}/pass_step`, { action: 'accept' })).status).toBe(403);
    const accepted = await chief.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    expect(accepted.body.result).toMatchObject({ current: 1, result: null });
    expect(await names(eva)).toContain('request.accepted');
    expect(await names(hr)).toContain('request.step');

    const noReason = await hr.api.post(`/api/bp/${id}/pass_step`, { action: 'decline' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual([expect.objectContaining({ path: 'reason', message: 'decline reason missing' })]);
    const declined = await hr.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'decline', reason: 'Wrong bank name' } });
    expect(declined.body.result).toMatchObject({ result: 'rejected', finishedAt: expect.any(String) });
    expect(declined.body.result.steps[1]).toMatchObject({ decision: 'declined', reason: 'Wrong bank name', decidedBy: hr.id });
    expect(await names(eva)).toContain('request.declined');
    // The initiator sees both decisions.
    const seen = (await eva.api.call(servicesRoutes.request, { params: { id } })).body.result;
    expect(seen.steps.map((s) => s.decision)).toEqual(['accepted', 'declined']);
    expect((await chief.api.post(`/api/bp/${id}/pass_step`, { action: 'accept' })).status).toBe(409);
  });

  it('succeeds when the last step is accepted', async () => {
    const id = (await file(eva)).body.result._id;
    await chief.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    const done = await hr.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    expect(done.body.result).toMatchObject({ current: 2, result: 'succeeded' });
  });

  it('refuses an unknown action with "invalid action", nothing changed', async () => {
    const id = (await file(eva)).body.result._id;
    const res = await chief.api.post(`/api/bp/${id}/pass_step`, { action: 'approve' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'action', message: 'invalid action' })]);
    expect((await t.rows(acme, ServiceRequest, { id }))[0]!.current).toBe(0);
  });

  it('refuses a chief step when the initiator has no chief, storing nothing', async () => {
    const before = (await t.rows(acme, ServiceRequest)).length;
    const res = await fileRaw(loner);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('chief cannot be determined');
    expect(await t.rows(acme, ServiceRequest)).toHaveLength(before);
  });

  it('shows a request to its initiator, performers and managers only, and lists the initiator’s by state and day', async () => {
    const id = (await file(eva)).body.result._id;
    expect((await loner.api.get(`/api/bp/${id}`)).status).toBe(404);
    expect((await hr.api.get(`/api/bp/${id}`)).status).toBe(200);
    expect((await acme.admin.api.get(`/api/bp/${id}`)).status).toBe(200);
    const runned = (query: Record<string, string>) => eva.api.get(`/api/bp/runned/${eva.id}?${new URLSearchParams(query)}`);
    const open = (await runned({})).body;
    expect(open.result.map((r: { _id: string }) => r._id)).toContain(id);
    expect(open.result.every((r: { result: string | null }) => r.result === null)).toBe(true);
    const finished = (await runned({ finished: '1', bp: certificate })).body;
    expect(finished.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await runned({ from: today, to: today })).body.total).toBe(open.total);
    expect((await runned({ to: '2020-01-01' })).body.total).toBe(0);
    expect((await loner.api.get(`/api/bp/runned/${eva.id}`)).status).toBe(403);
  });

  it('lists what waits for each performer as the request moves on, and finds requests by words of their name', async () => {
    const id = (await file(eva)).body.result._id;
    await eva.api.call(servicesRoutes.updateRequest, { params: { id }, body: { name: 'Certificate for 100%_bank' } });
    const waiting = async (u: TestUser, query: Record<string, string> = {}) =>
      (await u.api.get(`/api/bp/waiting?${new URLSearchParams(query)}`)).body.result.map((r: { _id: string }) => r._id);
    expect(await waiting(chief)).toContain(id);
    expect(await waiting(hr)).not.toContain(id);
    expect(await waiting(eva)).not.toContain(id);
    // Words are matched as typed: LIKE's wildcards in them are plain characters.
    expect(await waiting(chief, { q: '100%_BANK' })).toEqual([id]);
    expect(await waiting(chief, { q: '100%x' })).toEqual([]);
    expect(await waiting(chief, { bp: certificate, limit: '1' })).toHaveLength(1);
    await chief.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    expect(await waiting(chief)).not.toContain(id);
    expect(await waiting(hr)).toContain(id);
    await hr.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    expect(await waiting(hr)).not.toContain(id);
    const mine = (await eva.api.get(`/api/bp/runned/${eva.id}?finished=1&q=bank`)).body;
    expect(mine.result.map((r: { _id: string }) => r._id)).toEqual([id]);
  });

  it("comments on a request are the wall's, with parent bp: for those who read the request, deleted with it", async () => {
    const id = (await file(eva)).body.result._id;
    const comment = (u: TestUser, text: string) => u.api.post('/api/comment', { parent_type: 'bp', parent_id: id, text });
    expect((await comment(eva, 'Needed by Friday')).status).toBe(200);
    expect((await comment(chief, 'On it')).status).toBe(200);
    expect((await comment(loner, 'Me too')).status).toBe(404);
    const list = (u: TestUser) => u.api.get(`/api/comment?parent_type=bp&parent_id=${id}`);
    expect((await list(chief)).body.result.map((c: { text: string }) => c.text)).toEqual(['On it', 'Needed by Friday']);
    expect((await list(loner)).status).toBe(404);
    expect((await eva.api.delete(`/api/bp/${id}`)).status).toBe(200);
    expect(t.events('comment_parents.removed').map((e) => e.payload)).toContainEqual({ type: 'bp', ids: [id] });
  });

  it('lets the initiator delete a request, not a performer', async () => {
    const id = (await file(eva)).body.result._id;
    expect((await chief.api.delete(`/api/bp/${id}`)).status).toBe(403);
    expect((await eva.api.delete(`/api/bp/${id}`)).status).toBe(200);
    expect(await t.rows(acme, ServiceRequest, { id })).toEqual([]);
  });

  it("answers 404 for another client's request and 403 without the right", async () => {
    const id = (await file(eva)).body.result._id;
    const other = await t.client({ features: [{ feature: 'services', active: true }] });
    expect((await other.admin.api.get(`/api/bp/${id}`)).status).toBe(404);
    expect((await other.admin.api.post(`/api/bp/${id}/pass_step`, { action: 'accept' })).status).toBe(404);
    expect((await other.admin.api.delete(`/api/bp/${id}`)).status).toBe(404);
    expect((await other.admin.api.post('/api/user/send_service_req', { service: certificate })).status).toBe(404);
    expect(await t.rows(acme, ServiceRequest, { id })).toHaveLength(1);
    expect((await (await acme.user({ rights: [] })).api.post('/api/user/send_service_req', { service: certificate })).status).toBe(403);
  });

  it('reminds an overdue step’s performer once a day, however often the daily job runs', async () => {
    const [job] = await t.jobs({ name: 'services:remind', client: acme });
    expect(job!.repeatInterval).toBe('1 day');
    const id = (await file(eva)).body.result._id;
    const fresh = (await file(eva)).body.result._id;
    // Bring the first request to the state it has once its deadline passed.
    await (await t.context(acme)).db.repo(ServiceRequest).update({ id }, { dueAt: new Date(Date.now() - 60_000) });
    const before = (await names(chief)).filter((n) => n === 'request.overdue').length;
    expect(await t.runJob('services:remind', { client: acme })).toBe('done');
    expect(await t.runJob('services:remind', { client: acme })).toBe('done');
    expect((await names(chief)).filter((n) => n === 'request.overdue').length).toBe(before + 1);
    expect(await t.rows(acme, ServiceReminder, { requestId: id })).toHaveLength(1);
    expect(await t.rows(acme, ServiceReminder, { requestId: fresh })).toEqual([]);
    // Once passed, the next step's deadline is due again from now.
    await chief.api.call(servicesRoutes.passStep, { params: { id }, body: { action: 'accept' } });
    expect((await t.rows(acme, ServiceRequest, { id }))[0]!.dueAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
