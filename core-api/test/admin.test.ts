import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, type TestUser } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from './support/app.js';

let t: CoreTestApp;
let acme: TestClient;
let other: TestClient;
let employee: TestUser;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
function form(name: string, data: Buffer) {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(data)]), name);
  return f;
}

beforeAll(async () => {
  t = await startCoreTestApp();
  acme = await t.client();
  other = await t.client();
  employee = await acme.user();
});
afterAll(() => t?.close());

describe('company settings of an admin', () => {
  it('changes language, start page, mood meter, receivers and company data, keeping other settings', async () => {
    const res = await acme.admin.api.put(`/api/clients/${acme.id}/company`, {
      lang: 'en',
      start_page: 'profile',
      hideMoodMeter: true,
      receivers: { ideas: [employee.id] },
      city: 'Kyiv',
      director: 'Olena',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      lang: 'en',
      start_page: 'profile',
      city: 'Kyiv',
      director: 'Olena',
      settings: { hideMoodMeter: true, receivers: { ideas: [employee.id] } },
    });
    const again = await acme.admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { reports: [acme.admin.id] } });
    expect(again.body.result.settings).toMatchObject({
      hideMoodMeter: true,
      receivers: { ideas: [employee.id], reports: [acme.admin.id] },
    });
  });

  it('refuses receivers of another client, fields an admin may not change, and non-admins', async () => {
    const stranger = await other.user();
    expect((await acme.admin.api.put(`/api/clients/${acme.id}/company`, { receivers: { ideas: [stranger.id] } })).status).toBe(404);
    expect((await acme.admin.api.put(`/api/clients/${acme.id}/company`, { status: 'blocked' })).status).toBe(400);
    expect((await acme.admin.api.put(`/api/clients/${acme.id}/company`, { start_page: '' })).status).toBe(400);
    expect((await employee.api.put(`/api/clients/${acme.id}/company`, { city: 'X' })).status).toBe(403);
    expect((await acme.admin.api.put(`/api/clients/${other.id}/company`, { city: 'X' })).status).toBe(404);
  });
});

describe('application sections', () => {
  it('creates one section per feature once; a second call adds nothing and keeps changes', async () => {
    const first = await acme.admin.api.put('/api/application/createDefaultSections');
    expect(first.status).toBe(200);
    const codes = first.body.result.sections.map((s: { code: string }) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['structures', 'profile_edit']));
    expect(first.body.result.added).toBe(codes.length);
    const second = await acme.admin.api.put('/api/application/createDefaultSections');
    expect(second.body.result).toMatchObject({ added: 0 });
    expect(second.body.result.sections).toEqual(first.body.result.sections);
    expect((await employee.api.put('/api/application/createDefaultSections')).status).toBe(403);
  });
});

describe('mail check', () => {
  it('sends a test mail to the outbox and reports its status', async () => {
    const res = await acme.admin.api.post('/api/admin/mail_check', { to: 'Check@Example.test' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ to: 'check@example.test', status: 'logged', smtp: false });
    const rows = await t.app.ds.getRepository('Outbox').find({ where: { to: 'check@example.test' } });
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid address and non-admins', async () => {
    const bad = await acme.admin.api.post('/api/admin/mail_check', { to: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ path: 'to', message: 'invalid email' });
    expect((await employee.api.post('/api/admin/mail_check', { to: 'a@b.test' })).status).toBe(403);
  });
});

describe('HR files', () => {
  it('an admin attaches an uploaded HR file; the employee sees it; deleting removes it', async () => {
    const up = await acme.admin.api.post('/api/upload?purpose=hr', undefined, { raw: form('contract.pdf', pdf) });
    expect(up.status).toBe(200);
    const fileId = up.body.results[0].file._id as string;
    const add = await acme.admin.api.post(`/api/user/${employee.id}/hr_files`, { file: fileId });
    expect(add.status).toBe(200);
    const mine = await employee.api.get(`/api/user/${employee.id}/hr_files`);
    expect(mine.body.result.map((f: { _id: string; fileName: string }) => [f._id, f.fileName])).toEqual([[fileId, 'contract.pdf']]);
    const colleague = await acme.user();
    expect((await colleague.api.get(`/api/user/${employee.id}/hr_files`)).status).toBe(403);
    expect((await employee.api.post(`/api/user/${employee.id}/hr_files`, { file: fileId })).status).toBe(403);
    expect((await acme.admin.api.delete(`/api/user/${employee.id}/file/${fileId}`)).status).toBe(200);
    expect((await employee.api.get(`/api/user/${employee.id}/hr_files`)).body.result).toEqual([]);
  });

  it("refuses a file uploaded for another purpose and another client's file", async () => {
    const up = await acme.admin.api.post('/api/upload', undefined, { raw: form('note.pdf', pdf) });
    const fileId = up.body.results[0].file._id as string;
    expect((await acme.admin.api.post(`/api/user/${employee.id}/hr_files`, { file: fileId })).status).toBe(400);
    const foreign = await other.admin.api.post('/api/upload?purpose=hr', undefined, { raw: form('x.pdf', pdf) });
    expect((await acme.admin.api.post(`/api/user/${employee.id}/hr_files`, { file: foreign.body.results[0].file._id })).status).toBe(404);
  });
});

describe('maintenance', () => {
  it('creates default sections, cleans hanging files and signs everyone else out; the superadmin enters the client', async () => {
    const c = await t.client();
    const worker = await c.user();
    const up = await c.admin.api.post('/api/upload', undefined, { raw: form('left.pdf', pdf) });
    expect(up.status).toBe(200);
    const sections = await t.superadmin.api.post(`/api/clients/${c.id}/maintenance/default_sections`);
    expect(sections.status).toBe(200);
    expect(sections.body.result.count).toBeGreaterThan(0);
    const clean = await c.admin.api.post(`/api/clients/${c.id}/maintenance/clean_files`);
    expect(clean.body.result).toEqual({ task: 'clean_files', count: 1 });
    expect((await c.admin.api.get(`/api/clients/hangedFilesByClient/${c.id}`)).body.result).toEqual([]);
    const out = await c.admin.api.post(`/api/clients/${c.id}/maintenance/logout_all`);
    expect(out.status).toBe(200);
    expect((await worker.api.get('/api/me')).status).toBe(401);
    expect((await c.admin.api.get('/api/me')).status).toBe(200);
  });

  it('refuses unknown tasks, other clients and non-admins', async () => {
    expect((await acme.admin.api.post(`/api/clients/${acme.id}/maintenance/format_disk`)).status).toBe(400);
    expect((await acme.admin.api.post(`/api/clients/${other.id}/maintenance/clean_files`)).status).toBe(404);
    expect((await employee.api.post(`/api/clients/${acme.id}/maintenance/clean_files`)).status).toBe(403);
  });
});
