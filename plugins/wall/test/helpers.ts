import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import wall from '../server/index.js';

export interface World {
  t: TestApp;
  acme: TestClient;
  other: TestClient;
  alice: TestUser;
  bob: TestUser;
  carol: TestUser;
  stranger: TestUser;
}

/** Two clients with the wall on; three employees in the first, one in the second. */
export async function world(): Promise<World> {
  const t = await startTestApp({ plugins: [wall] });
  const acme = await t.client();
  const other = await t.client();
  const alice = await acme.user({ rights: ['wall'] });
  const bob = await acme.user({ rights: ['wall'] });
  const carol = await acme.user({ rights: ['wall'] });
  const stranger = await other.user({ rights: ['wall'] });
  return { t, acme, other, alice, bob, carol, stranger };
}

/** Exactly n characters. */
export const textOf = (n: number) => 'Thank you so much for all the help with the release!'.padEnd(n, '!').slice(0, n);

export const news = (u: TestUser, clientId: string, page = 1) => u.api.get(`/api/post/news/${clientId}/${page}`);

/** Uploads bytes through the platform's upload route and answers the stored file id. */
export async function upload(u: TestUser, data: Buffer, name: string, purpose = 'any') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await u.api.request('post', `/api/upload?purpose=${purpose}`, undefined, { raw: form });
  return res;
}

/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
