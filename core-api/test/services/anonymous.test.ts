import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineManifest } from '@atrium/sdk/manifest';
import { definePlugin, type RequestContext } from '@atrium/sdk/server';
import { type TestClient } from '@atrium/sdk/testing';
import { startCoreTestApp, type CoreTestApp } from '../support/app.js';
import { hashToken } from '../../src/auth/tokens.js';

/** One route called twice, as an anonymous route and as a usual one: what each leaves behind. */
const handler = async (ctx: RequestContext) => {
  await ctx.journal('anontest', 'sent');
  return ctx.files.put({ data: Buffer.from('evidence'), fileName: 'evidence.txt', ownerId: 'report-1' });
};
const plugin = definePlugin(
  defineManifest({
    code: 'anontest',
    titles: { ru: 'anontest', en: 'anontest', uk: 'anontest' },
    sdk: '^1',
    rights: { anontest: { ru: 'anontest', en: 'anontest', uk: 'anontest' } },
  }),
  {
    routes: (r) => {
      r.post('/anontest/anonymous', { anonymous: true, body: z.object({}).strict() }, handler);
      r.post('/anontest/named', { body: z.object({}).strict() }, handler);
    },
  },
);

let t: CoreTestApp;
let acme: TestClient;

beforeAll(async () => {
  t = await startCoreTestApp({ plugins: [plugin] });
  acme = await t.client();
  await acme.feature('anontest', true);
});
afterAll(() => t?.close());

const lastSeen = async (token: string) =>
  (
    (await t.app.core.ds.getRepository('Session').findOneByOrFail({ tokenHash: hashToken(token) })) as { lastSeenAt: Date | null }
  ).lastSeenAt?.getTime() ?? 0;
const aged = new Date(Date.now() - 20 * 60_000);

describe('an anonymous route (anonymous: true)', () => {
  it('leaves no activity on the session, no actor in the journal, and files with no uploader, a random id and the day only; a usual route does', async () => {
    const u = await acme.user({ rights: ['anontest'] });
    await t.app.core.ds.getRepository('Session').update({ tokenHash: hashToken(u.token) }, { lastSeenAt: aged });
    const anonymous = await u.api.post('/api/anontest/anonymous', {});
    expect(anonymous.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await lastSeen(u.token)).toBe(aged.getTime());
    const journal = t.app.core.ds.getRepository('Journal');
    const files = t.app.core.ds.getRepository('File');
    expect(await journal.findOneByOrFail({ section: 'anontest' })).toMatchObject({ actorId: null });
    const file = (await files.findOneByOrFail({ id: anonymous.body.result._id })) as {
      id: string;
      uploaderId: string | null;
      createdAt: Date;
    };
    expect(file.uploaderId).toBeNull();
    // Neither its id nor its times tell the moment: a random UUIDv4 and the day only, on the file and its use.
    expect(anonymous.body.result._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
    const midnight = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    expect(new Date(file.createdAt).toISOString()).toBe(midnight);
    const use = (await t.app.core.ds.getRepository('FileRef').findOneByOrFail({ fileId: file.id })) as { createdAt: Date };
    expect(new Date(use.createdAt).toISOString()).toBe(midnight);

    const named = await u.api.post('/api/anontest/named', {});
    await expect.poll(() => lastSeen(u.token)).toBeGreaterThan(aged.getTime());
    expect(await journal.countBy({ section: 'anontest', actorId: u.id })).toBe(1);
    expect(await files.findOneByOrFail({ id: named.body.result._id })).toMatchObject({ uploaderId: u.id });
    expect(named.body.result._id).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4/);
  });

  it('still needs a signed-in caller with the right', async () => {
    expect((await t.api.post('/api/anontest/anonymous', {})).status).toBe(401);
    expect((await (await acme.user({ rights: [] })).api.post('/api/anontest/anonymous', {})).status).toBe(403);
  });
});
