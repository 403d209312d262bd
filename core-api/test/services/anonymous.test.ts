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
  it('leaves no activity on the session, no actor in the journal and no uploader on its files; a usual route does', async () => {
    const u = await acme.user({ rights: ['anontest'] });
    await t.app.core.ds.getRepository('Session').update({ tokenHash: hashToken(u.token) }, { lastSeenAt: aged });
    const anonymous = await u.api.post('/api/anontest/anonymous', {});
    expect(anonymous.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(await lastSeen(u.token)).toBe(aged.getTime());
    const journal = t.app.core.ds.getRepository('Journal');
    const files = t.app.core.ds.getRepository('File');
    expect(await journal.findOneByOrFail({ section: 'anontest' })).toMatchObject({ actorId: null });
    expect(await files.findOneByOrFail({ id: anonymous.body.result._id })).toMatchObject({ uploaderId: null });

    const named = await u.api.post('/api/anontest/named', {});
    await expect.poll(() => lastSeen(u.token)).toBeGreaterThan(aged.getTime());
    expect(await journal.countBy({ section: 'anontest', actorId: u.id })).toBe(1);
    expect(await files.findOneByOrFail({ id: named.body.result._id })).toMatchObject({ uploaderId: u.id });
  });

  it('still needs a signed-in caller with the right', async () => {
    expect((await t.api.post('/api/anontest/anonymous', {})).status).toBe(401);
    expect((await (await acme.user({ rights: [] })).api.post('/api/anontest/anonymous', {})).status).toBe(403);
  });
});
