import { crc32, deflateSync } from 'node:zlib';
import { installedPlugins, startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import type { z } from 'zod';
import groups from '../server/index.js';
import { groupRoutes } from '../shared/routes.js';
import type { GroupInput } from '../shared/schemas.js';

export interface World {
  t: TestApp;
  acme: TestClient;
  admin: TestUser;
  owner: TestUser;
  eva: TestUser;
  bob: TestUser;
  outsider: TestUser;
}

/** The wall (which stores the groups' posts) and groups; one client with both on, and a few employees. */
export async function world(): Promise<World> {
  // The installed wall, found as `npm start` finds it: a plugin never imports another plugin's code.
  const wall = (await installedPlugins()).plugins.find((p) => p.code === 'wall');
  if (!wall) throw new Error('the wall plugin is not installed');
  const t = await startTestApp({ plugins: [wall, groups] });
  const acme = await t.client({ features: [wall, groups].map((p) => ({ feature: p.code, active: true })) });
  const rights = ['wall', 'groups'];
  const [admin, owner, eva, bob, outsider] = await Promise.all([
    acme.user({ roles: ['admin'], rights }),
    acme.user({ rights, fields: { firstName: 'Olga', lastName: 'Owner' } }),
    acme.user({ rights, fields: { firstName: 'Eva', lastName: 'Adams' } }),
    acme.user({ rights, fields: { firstName: 'Bob', lastName: 'Brown' } }),
    acme.user({ rights, fields: { firstName: 'Oscar', lastName: 'Outsider' } }),
  ]);
  return { t, acme, admin: admin!, owner: owner!, eva: eva!, bob: bob!, outsider: outsider! };
}

/** A valid group body as the create call takes it; tests change one thing at a time. */
export const groupBody = (over: Partial<z.input<typeof GroupInput>> = {}): z.input<typeof GroupInput> => ({
  name: 'Chess club',
  description: 'Lunch-time chess',
  type: 'public',
  ...over,
});

/** Creates a group as `u` and answers its id. */
export async function makeGroup(u: TestUser, over: Partial<z.input<typeof GroupInput>> = {}): Promise<string> {
  const res = await u.api.call(groupRoutes.create, { body: groupBody(over) });
  if (res.status !== 200) throw new Error(`group not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result._id;
}

/** `u` joins the group through the path a person would take: join, and the owner approves a request. */
export async function addMember(owner: TestUser, u: TestUser, groupId: string) {
  await owner.api.post(`/api/group/${groupId}/invitations`, { user: u.id });
  const res = await u.api.post(`/api/group/${groupId}/invitation/accept`);
  if (res.status !== 200) throw new Error(`not added: ${res.status}`);
}

export const ids = (res: { body: { result?: { _id: string }[] } }) => (res.body.result ?? []).map((x) => x._id);

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A real grey PNG of the given size (8-bit greyscale), small on disk because its rows compress. */
export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 GIF: an image, but not PNG or JPG. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** Uploads bytes through the platform's upload route and answers the stored file's URL. */
export async function upload(u: TestUser, data: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results[0].url as string;
}
