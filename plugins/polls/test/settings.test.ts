import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient, TestUser } from '@atrium/sdk/testing';
import { pollBody, pollsApp } from './helpers.js';

let t: TestApp;
let acme: TestClient;
let other: TestClient;
let employee: TestUser;

beforeAll(async () => {
  let features;
  ({ t, acme, features } = await pollsApp());
  other = await t.client({ features });
  employee = await acme.user();
});
afterAll(() => t?.close());

const pollsForm = async (c: TestClient) =>
  (await c.admin.api.get('/api/plugins/settings')).body.result.find((f: { code: string }) => f.code === 'polls');
/** Days until the reminder the core queued for a poll. */
async function reminderDays(pollId: string) {
  const [job] = await t.jobs({ name: 'polls:remind', client: acme, data: { pollId } });
  return (job!.nextRunAt!.getTime() - Date.now()) / 86_400_000;
}

describe('plugin settings form (GET api/plugins/settings, PUT api/plugins/{code}/settings)', () => {
  it('an admin reads the JSON Schema and the defaults; an employee gets 403', async () => {
    const form = await pollsForm(acme);
    expect(form.value).toEqual({ remindAfterDays: 3 });
    expect(form.schema.properties.remindAfterDays).toMatchObject({ type: 'integer', minimum: 0, maximum: 30, default: 3 });
    expect((await employee.api.get('/api/plugins/settings')).status).toBe(403);
    expect((await employee.api.put('/api/plugins/polls/settings', { remindAfterDays: 5 })).status).toBe(403);
  });

  it('saves the limit (30), which the polls handler then uses; 31 is refused with the field and changes nothing', async () => {
    const saved = await acme.admin.api.put('/api/plugins/polls/settings', { remindAfterDays: 30 });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toEqual({ remindAfterDays: 30 });
    expect((await pollsForm(acme)).value).toEqual({ remindAfterDays: 30 });
    const poll = (await employee.api.post('/api/poll', pollBody())).body.result;
    expect(await reminderDays(poll._id)).toBeGreaterThan(29.9);

    const bad = await acme.admin.api.put('/api/plugins/polls/settings', { remindAfterDays: 31 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'remindAfterDays', code: 'too_big' })]);
    expect((await pollsForm(acme)).value).toEqual({ remindAfterDays: 30 });
    expect((await pollsForm(other)).value).toEqual({ remindAfterDays: 3 });
  });

  it('keeps the other keys of the client settings', async () => {
    await acme.admin.api.put(`/api/clients/${acme.id}/company`, { hideMoodMeter: true });
    await acme.admin.api.put('/api/plugins/polls/settings', { remindAfterDays: 7 });
    const client = (await acme.admin.api.get(`/api/clients/${acme.id}`)).body.result;
    expect(client.settings).toMatchObject({ hideMoodMeter: true, 'plugin:polls': { remindAfterDays: 7 } });
  });

  it('an unknown plugin is 404; a plugin switched off for the client is 403 and not listed', async () => {
    expect((await acme.admin.api.put('/api/plugins/nosuch/settings', {})).status).toBe(404);
    const off = await t.client({ features: [{ feature: 'polls', active: false }] });
    expect((await off.admin.api.put('/api/plugins/polls/settings', { remindAfterDays: 1 })).status).toBe(403);
    expect((await off.admin.api.get('/api/plugins/settings')).body.result).toEqual([]);
  });
});
