import { startTestApp, type TestApp, type TestClient, type TestUser } from '@atrium/sdk/testing';
import type { PluginDefinition } from '@atrium/sdk/server';
import shop from '../server/index.js';
import { shopRoutes } from '../shared/routes.js';

/** A test app with the shop (and any extra plugins) and a client with their features on. */
export async function shopApp(extra: PluginDefinition[] = []): Promise<{ t: TestApp; acme: TestClient }> {
  const t = await startTestApp({ plugins: [shop, ...extra] });
  const acme = await t.client({ features: [shop, ...extra].map((p) => ({ feature: p.code, active: true })) });
  return { t, acme };
}

export const itemBody = (over: Record<string, unknown> = {}) => ({ name: 'Mug', description: 'A mug', cost: 50, startAmount: 3, ...over });

/** Helpers acting as a manager of one client. */
export function managerOf(acme: TestClient, manager: TestUser = acme.admin) {
  const base = `/api/shop/${acme.id}`;
  return {
    async achievement(name = 'Mentor'): Promise<string> {
      const res = await manager.api.post(`${base}/achievements`, { name });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.result._id;
    },
    async item(over: Record<string, unknown> = {}): Promise<string> {
      const res = await manager.api.post(`${base}/shop_items`, itemBody(over));
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.result._id;
    },
    async accrue(user: TestUser, amount: number, achievement: string): Promise<string> {
      const res = await manager.api.post('/api/shop/accrue', { user: user.id, amount, achievement });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.result._id;
    },
  };
}

/** The amounts of a settings answer by reward cause: `{ profile: 20, … }`. */
export const amounts = (settings: { rewards: { cause: string; amount: number }[] }) =>
  Object.fromEntries(settings.rewards.map((r) => [r.cause, r.amount]));

export const balanceOf = async (user: TestUser) =>
  (await user.api.call(shopRoutes.balance, { params: { user: user.id } })).body.result.amount;

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Uploads a picture through the core (`POST api/upload`) as the user; answers its file id. */
export async function uploadPicture(u: TestUser): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'pic.png');
  const res = await u.api.request('post', '/api/upload?purpose=any', undefined, { raw: form });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.results[0].file._id;
}
