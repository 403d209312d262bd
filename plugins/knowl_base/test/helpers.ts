import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import knowlBase from '../server/index.js';

/** A test app with the knowledge base on for one client. */
export async function kbApp(): Promise<{ t: TestApp; acme: TestClient }> {
  const t = await startTestApp({ plugins: [knowlBase] });
  const acme = await t.client({ features: [{ feature: 'knowl_base', active: true }] });
  return { t, acme };
}

/** A test app with the knowledge base, its client's administrator and Eva, an employee with the module's right. */
export async function kbTeam() {
  const { t, acme } = await kbApp();
  return { t, acme, admin: acme.admin, eva: await acme.user({ rights: ['knowl_base'] }) };
}

/** Creates an item as `u` and answers the response. */
export const create = (u: TestUser, body: Record<string, unknown>) => u.api.post('/api/article', body);

/** Creates an item and answers its id; the test fails when the server refuses it. */
export async function item(u: TestUser, body: Record<string, unknown>): Promise<string> {
  const res = await create(u, body);
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result._id as string;
}

export const folder = (u: TestUser, title: string, parentId: string | null = null, extra: Record<string, unknown> = {}) =>
  item(u, { kind: 'folder', title, parentId, ...extra });
export const article = (u: TestUser, title: string, parentId: string | null = null, extra: Record<string, unknown> = {}) =>
  item(u, { kind: 'article', title, parentId, content: `<p>${title} text</p>`, ...extra });

/** `access_for` of the user themself, with a query string. */
export const accessFor = (client: TestClient, u: TestUser, query = '') =>
  u.api.get(`/api/user/${client.id}/articles/access_for/${u.id}${query ? `?${query}` : ''}`);

export const titles = (res: { body: { result: { title: string }[] } }) => res.body.result.map((x) => x.title);

export async function upload(u: TestUser, data: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form });
  return res.body.results[0].file._id as string;
}

/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const TEXT = Buffer.from('plain notes\n');
