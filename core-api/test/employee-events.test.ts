import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '@atrium/sdk/testing';

let t: TestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  acme = await t.client();
});
afterAll(() => t?.close());

/** The employee's events in the order they were raised. */
const raised = (userId: string) =>
  t
    .events()
    .filter((e) => e.name.startsWith('employee.') && (e.payload as { userId: string }).userId === userId)
    .map((e) => [e.name, (e.payload as { by: string | null }).by]);

describe('employee.deactivated and employee.activated', () => {
  it('are raised when blocking or deleting changes whether the employee may sign in, naming who did it', async () => {
    const u = await acme.user();
    const by = acme.admin.id;
    const put = (path: string, body?: unknown) => acme.admin.api.put(path, body);
    expect((await put(`/api/user/${u.id}/block`, { blocked: true })).status).toBe(200);
    // Already unable to sign in: deleting and restoring a blocked employee changes nothing to report.
    expect((await put(`/api/user/delete/${u.id}`)).status).toBe(200);
    expect((await put(`/api/user/undelete/${u.id}`)).status).toBe(200);
    expect((await put(`/api/user/${u.id}/block`, { blocked: true })).status).toBe(200);
    expect((await put(`/api/user/${u.id}/block`, { blocked: false })).status).toBe(200);
    expect((await put(`/api/user/delete/${u.id}`)).status).toBe(200);
    expect((await put(`/api/user/undelete/${u.id}`)).status).toBe(200);
    expect(raised(u.id)).toEqual([
      ['employee.deactivated', by],
      ['employee.activated', by],
      ['employee.deactivated', by],
      ['employee.activated', by],
    ]);
  });
});
